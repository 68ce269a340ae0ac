package org.valen.hc.paper000.mapping;

import org.valen.runtime.paper001.AdaptiveEnergyFilter;

/**
 * The adaptive energy filter of paper 000 (section III-C), recomputed at every mapping event.
 *
 * <ul>
 *   <li>e_rem = E − (e_cons + e_unmov): energy the heuristics may still schedule today;
 *   <li>τ_rem = Σ over machines of (end of day − availability time);
 *   <li>n = min(τ_rem / τ̄, e_rem / ē) (Eq. 1): tasks the system can still complete on average;
 *   <li>λ = (E / T) / ((e_cons + e_unmov) / (T − τ_rem)) (Eq. 3), T = machines × day length: the
 *       target over the current rate of energy use;
 *   <li>e_bud = λ · e_rem / n (Eq. 2): an allocation choice passes if its EEC ≤ e_bud.
 * </ul>
 *
 * Where the equations are undefined we choose: λ = 1 while no machine time has been used or
 * committed (T − τ_rem ≤ 0); λ = +∞ (no filtering) while no energy has; e_bud = 0 when nothing is
 * left (e_rem ≤ 0 or n ≤ 0). The equations are valen-runtime's {@link AdaptiveEnergyFilter}, which
 * paper 001's allocators share for their energy budget.
 *
 * @param eRemJoules e_rem
 * @param tauRemSeconds τ_rem
 * @param n Eq. 1
 * @param lambda Eq. 3
 * @param eBudJoules Eq. 2
 */
public record EnergyFilter(double eRemJoules, double tauRemSeconds, double n, double lambda, double eBudJoules) {

  /**
   * @param budgetJoules E, the day's energy constraint
   * @param consumedJoules e_cons, used since the start of the day
   * @param unmovableJoules e_unmov, that the unmovable tasks will still use
   * @param tauRemSeconds τ_rem
   * @param totalSeconds T, machines × the day's length
   * @param meanEtcSeconds τ̄, the mean of all ETC entries
   * @param meanEecJoules ē, the mean of all EEC entries
   */
  public static EnergyFilter compute(double budgetJoules, double consumedJoules, double unmovableJoules,
      double tauRemSeconds, double totalSeconds, double meanEtcSeconds, double meanEecJoules) {
    AdaptiveEnergyFilter f = AdaptiveEnergyFilter.compute(budgetJoules, consumedJoules, unmovableJoules, tauRemSeconds,
        totalSeconds, meanEtcSeconds, meanEecJoules);
    return new EnergyFilter(f.eRemJoules(), f.tauRemSeconds(), f.n(), f.lambda(), f.eBudJoules());
  }
}
