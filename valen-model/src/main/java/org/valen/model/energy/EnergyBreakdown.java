package org.valen.model.energy;

import org.valen.model.Check;

/**
 * A job's energy split as in paper 001, Eq. 1: {@code E_total = E_dynamic + E_static}.
 *
 * @param dynamicJoules energy of the tasks' computation at their levels (Eq. 2)
 * @param staticJoules static power of the used cores over the job's response time
 */
public record EnergyBreakdown(double dynamicJoules, double staticJoules) {
  public EnergyBreakdown {
    Check.nonNegative(dynamicJoules, "dynamicJoules");
    Check.nonNegative(staticJoules, "staticJoules");
  }

  /** Eq. 1. */
  public double totalJoules() {
    return dynamicJoules + staticJoules;
  }
}
