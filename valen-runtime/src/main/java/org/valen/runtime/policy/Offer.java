package org.valen.runtime.policy;

import java.util.Objects;

/**
 * How a job would run on one node if started at a given time: a {@link Plan} with what the
 * workload's model expects of it, and the value the job would earn at its expected completion.
 * Offers are what policies compare, whatever model answers them: design-time profiles (paper
 * 001), the run-time schedule decoder, ETC/APC matrices at each P-state (papers 000, 003, 004), or
 * execution-time pmfs (paper 002: {@link Plan#responseTimePmf()}).
 *
 * @param job the job
 * @param node the node it would run on
 * @param plan its tasks on the node's cores and the v/f level of each core
 * @param startSeconds when it would start
 * @param value the value it would earn by completing at {@link #completionSeconds()}
 */
public record Offer(JobView job, int node, Plan plan, double startSeconds, double value) {

  public Offer {
    Objects.requireNonNull(job, "job");
    Objects.requireNonNull(plan, "plan");
  }

  /** The offer of {@code plan} for {@code job} on {@code node} from {@code startSeconds}, valued by the job's curve. */
  public static Offer of(JobView job, int node, Plan plan, double startSeconds) {
    return new Offer(job, node, plan, startSeconds,
        job.valueIfCompletedAt(startSeconds + plan.expectedResponseSeconds()));
  }

  /** Expected time from start to completion. */
  public double responseSeconds() {
    return plan.expectedResponseSeconds();
  }

  /** Expected energy of the job under the plan. */
  public double energyJoules() {
    return plan.expectedEnergyJoules();
  }

  /** Expected completion time. */
  public double completionSeconds() {
    return startSeconds + plan.expectedResponseSeconds();
  }

  /** Cores the plan holds. */
  public int cores() {
    return plan.usedCores();
  }

  /** Value per joule of expected energy (paper 001's criterion); 0 if the plan uses no energy. */
  public double valuePerJoule() {
    double energy = energyJoules();
    return energy == 0 ? 0 : value / energy;
  }

  /** Value per second of expected response time (paper 000's Max UPT). */
  public double valuePerSecond() {
    return value / responseSeconds();
  }
}
