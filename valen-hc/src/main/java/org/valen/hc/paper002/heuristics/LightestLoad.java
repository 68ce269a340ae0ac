package org.valen.hc.paper002.heuristics;

import java.util.Comparator;
import java.util.List;
import org.valen.runtime.policy.JobView;

/**
 * Lightest Load (LL, paper 002 section 5.4, the paper's new heuristic, inspired by [10]): the
 * feasible assignment of the least load L(i, j, k, π, t_l) = EEC(i, j, k, π, z) × (1 − ρ(i, j, k, π,
 * t_l, z)) (Eq. 5). Every assignment certain to meet the deadline has L = 0 — on idle cores, often
 * several P-states of several nodes — so ties go to the least expected energy EEC (our rule: the
 * load's own energy term decides where robustness cannot), then to the first in node, core, P-state
 * order.
 */
public final class LightestLoad implements Heuristic {
  private static final Comparator<Candidate> ORDER = Comparator.comparingDouble(LightestLoad::load)
      .thenComparingDouble(Candidate::expectedEnergyJoules);

  /** Eq. 5. */
  static double load(Candidate c) {
    return c.expectedEnergyJoules() * (1.0 - c.robustness());
  }

  @Override
  public String name() {
    return "LL";
  }

  @Override
  public Candidate choose(List<Candidate> feasible, JobView job) {
    return Heuristic.firstLeast(feasible, ORDER);
  }
}
