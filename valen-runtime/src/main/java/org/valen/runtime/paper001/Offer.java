package org.valen.runtime.paper001;

import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * How a waiting job would run if started now on one node: its plan, the value it would earn at its
 * expected completion, and its expected energy.
 */
record Offer(JobView job, Plan plan, double value, double energyJoules) {

  /** Paper 001's criterion: value per energy. */
  double valuePerEnergy() {
    return energyJoules == 0 ? 0 : value / energyJoules;
  }
}
