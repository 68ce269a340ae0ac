package org.valen.runtime.paper001;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Paper 001's deviation is measured against the plan's own expected progress: with execution
 * times as profiled, no job deviates and ValEnAdaptOpt reallocates nothing (issue 19, defect 1).
 * The scenarios are the contract's: DAGs of up to 7 tasks on several cores, data transfers between
 * cores, two overloaded days.
 */
class ExpectedProgressTest {

  /** ValEnJoinOpt's decisions, with every running job's deviation measured at every checkpoint. */
  private static final class Probe implements Policy {
    private final Policy inner;
    double largestDeviation;
    int measured;

    Probe(Policy inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return "probe";
    }

    @Override
    public Triggers triggers() {
      return Triggers.onEventsAndCheckpoints(97);
    }

    @Override
    public void decide(DecisionContext context) {
      for (JobView job : context.running()) {
        if (job.planStartSeconds() < context.now()) {
          largestDeviation = Math.max(largestDeviation, Math.abs(job.expectedWorkFraction() - job.doneWorkFraction()));
          measured++;
        }
      }
      inner.decide(context);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldExpectExactlyTheProgressOfJobsRunningAsProfiled(long seed) {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
    Probe probe = new Probe(new ValEnJoinOpt(s.inputs().requireProfiles("ValEnJoinOpt")));
    SimulationSettings asProfiled = s.settings().withVariability(Variability.none()).withCheckpointPause(0);
    Simulation.run(s.inputs(), s.workload(), probe, asProfiled);
    assertThat(probe.measured).as("jobs were measured while running").isPositive();
    assertThat(probe.largestDeviation).isLessThan(1e-9);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldLeaveJobsRunningAsProfiledWhereTheyAre(long seed) {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
    SimulationSettings asProfiled = s.settings().withVariability(Variability.none());
    SimulationResult r = Simulation.run(s.inputs(), s.workload(),
        new ValEnAdaptOpt(s.inputs().requireProfiles("ValEnAdaptOpt"), AdaptationSettings.defaults()
            .withCheckpointSeconds(120)), asProfiled);
    assertThat(r.jobs().stream().mapToInt(JobRecord::migrations).sum()).isZero();
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldSeeJobsRunningSlowerThanProfiledAsBehind(long seed) {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(seed);
    Probe probe = new Probe(new ValEnJoinOpt(s.inputs().requireProfiles("ValEnJoinOpt")));
    Simulation.run(s.inputs(), s.workload(), probe,
        s.settings().withVariability(Variability.constant(1.5)).withCheckpointPause(0));
    assertThat(probe.largestDeviation).as("a job 1.5× slower lags its plan").isGreaterThan(0.05);
  }
}
