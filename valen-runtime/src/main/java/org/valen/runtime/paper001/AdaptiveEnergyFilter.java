package org.valen.runtime.paper001;

/**
 * Paper 000's adaptive energy filter (section III-C, Eqs. 1–3), the equations alone, shared by
 * paper 000's heuristics (valen-hc's {@code EnergyFilter}) and the energy budget of paper 001's
 * allocators ({@link EnergyBudgetAdmission}).
 *
 * <ul>
 *   <li>e_rem = E − (e_cons + e_unmov): energy that may still be scheduled in the period;
 *   <li>n = min(τ_rem / τ̄, e_rem / ē) (Eq. 1): allocations the system can still complete on average;
 *   <li>λ = (E / T) / ((e_cons + e_unmov) / (T − τ_rem)) (Eq. 3): the target over the current rate
 *       of energy use;
 *   <li>e_bud = λ · e_rem / n (Eq. 2): an allocation choice passes if its expected energy ≤ e_bud.
 * </ul>
 *
 * Where the equations are undefined we choose: λ = 1 while no machine time has been used or
 * committed (T − τ_rem ≤ 0); λ = +∞ (no filtering) while no energy has; e_bud = 0 when nothing is
 * left (e_rem ≤ 0 or n ≤ 0).
 *
 * @param eRemJoules e_rem
 * @param tauRemSeconds τ_rem
 * @param n Eq. 1
 * @param lambda Eq. 3
 * @param eBudJoules Eq. 2
 */
public record AdaptiveEnergyFilter(double eRemJoules, double tauRemSeconds, double n, double lambda,
    double eBudJoules) {

  /**
   * @param budgetJoules E, the period's energy budget
   * @param consumedJoules e_cons, used since the start of the period
   * @param unmovableJoules e_unmov, that the running (and queued) work will still use
   * @param tauRemSeconds τ_rem, core-seconds left in the period once the unmovable work is done
   * @param totalSeconds T, cores × the period's length
   * @param meanSeconds τ̄, the mean core-seconds of an allocation choice
   * @param meanJoules ē, the mean expected energy of an allocation choice
   */
  public static AdaptiveEnergyFilter compute(double budgetJoules, double consumedJoules, double unmovableJoules,
      double tauRemSeconds, double totalSeconds, double meanSeconds, double meanJoules) {
    double committed = consumedJoules + unmovableJoules;
    double eRem = budgetJoules - committed;
    double n = Math.min(tauRemSeconds / meanSeconds, eRem / meanJoules);
    double used = totalSeconds - tauRemSeconds;
    double lambda;
    if (used <= 0) {
      lambda = 1;
    } else if (committed <= 0) {
      lambda = Double.POSITIVE_INFINITY;
    } else {
      lambda = (budgetJoules / totalSeconds) / (committed / used);
    }
    double eBud = eRem <= 0 || n <= 0 ? 0 : lambda * eRem / n;
    return new AdaptiveEnergyFilter(eRem, tauRemSeconds, n, lambda, eBud);
  }
}
