package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.value.StepCurve;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/** A run ends once nothing can happen any more, even with jobs left waiting that no policy will place. */
class LivenessTest {
  private static final JobTemplate ONE = JobTemplate.builder("one").task("t", "compute", 100)
      .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();

  @Test
  void shouldEndWhenJobsWaitThatThePolicyNeverPlaces() {
    Catalogue catalogue = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(ONE));
    Workload workload = new Workload("c", Optional.empty(), 1e6,
        List.of(new Arrival("a", "one", 10, ONE.valueCurve()), new Arrival("b", "one", 20, ONE.valueCurve())));
    Policy idle = new Policy() {
      @Override
      public String name() {
        return "idle";
      }

      @Override
      public Triggers triggers() {
        return Triggers.periodic(60);
      }

      @Override
      public void decide(DecisionContext context) {}
    };
    SimulationResult r = Simulation.run(PlatformPresets.paper001(1, 1), catalogue, workload, idle,
        SimulationSettings.defaults().withPowerSampleSeconds(60));
    assertThat(r.jobs()).extracting(JobRecord::status).containsOnly(JobStatus.REJECTED_IN_QUEUE);
    assertThat(r.endSeconds()).isLessThan(1000);
  }
}
