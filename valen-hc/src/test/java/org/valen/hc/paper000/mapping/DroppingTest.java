package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.valen.hc.paper000.TinySystem.record;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.hc.paper000.TinySystem;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.SimulationResult;

/**
 * Dropping (paper 000, section III-B): at 60 s the best completion of the task type is 60 + 100 =
 * 160 s. j0 decays from 1 at 1/100 s: 0.20 at 160 s, below 0.5: dropped. j1 decays at 1/1000 s:
 * 0.85: kept and run. The machine is busy with j2 meanwhile in the queued case.
 */
class DroppingTest {
  private static IntervalDecayCurve decaying(double perSecond) {
    return new IntervalDecayCurve(List.of(new IntervalDecayCurve.Interval(0, 1, perSecond)), 1e5);
  }

  @ParameterizedTest
  @ValueSource(strings = {"readable", "indexed"})
  void shouldDropTasksWhoseBestPossibleUtilityIsBelowTheThreshold(String implementation) {
    TinySystem system = TinySystem.onePState(new int[] {2}, new double[][] {{100}}, new double[][] {{100}})
        .arrive(0, 0, decaying(1.0 / 100))
        .arrive(0, 0, decaying(1.0 / 1000));
    SimulationResult r = system.run("FCFS-P0", TinySystem.settings(Environment.POLLED).withDroppingThreshold(0.5),
        implementation, 1000);
    assertThat(record(r, "j0").status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
    assertThat(record(r, "j1").status()).isEqualTo(JobStatus.COMPLETED);
    assertThat(record(r, "j1").value()).isCloseTo(Math.exp(-0.16), org.assertj.core.api.Assertions.within(1e-12));
  }

  @ParameterizedTest
  @ValueSource(strings = {"readable", "indexed"})
  void shouldStartFromTheMachinesAvailabilityWhenJudgingTheBestPossibleUtility(String implementation) {
    // one machine, busy with j0 (flat) from 60 to 160: at 120 s, j1 (arrived at 100, decaying at
    // 1/1000 s) could complete at 260 at best: utility exp(-0.16) = 0.85, kept; j2 (arrived at 100,
    // decaying at 1/100 s) at best exp(-1.6) = 0.20: dropped.
    TinySystem system = TinySystem.onePState(new int[] {1}, new double[][] {{100}}, new double[][] {{100}})
        .arrive(0, 0, decaying(0))
        .arrive(0, 100, decaying(1.0 / 1000))
        .arrive(0, 100, decaying(1.0 / 100));
    SimulationResult r = system.run("FCFS-P0", TinySystem.settings(Environment.POLLED).withDroppingThreshold(0.5),
        implementation, 1000);
    assertThat(record(r, "j2").status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
    assertThat(record(r, "j1").startSeconds()).isEqualTo(180);
  }

  @ParameterizedTest
  @ValueSource(strings = {"readable", "indexed"})
  void shouldDropExactlyWhatEarnsNothingWithAThresholdOfZero(String implementation) {
    // A threshold of 0 drops what earns nothing. j1 decays at 1/100 s (to 1e5 s): its utility falls
    // below the least double (4.9e-324) at 74,444 s and rounds to 0 from about 74,513 s. The machine
    // is busy with j0 from 60 s for one ETC, so j1 completes two ETCs after 60 s at best: at 74,460 s
    // it still earns the least double (kept at every event, and run); at 79,980 s nothing (dropped).
    for (int etc : new int[] {37200, 39960}) {
      TinySystem system = TinySystem.onePState(new int[] {1}, new double[][] {{etc}}, new double[][] {{100}})
          .arrive(0, 0, decaying(0))
          .arrive(0, 0, decaying(1.0 / 100));
      SimulationResult r = system.run("FCFS-P0", TinySystem.settings(Environment.POLLED).withDroppingThreshold(0),
          implementation, 90000);
      if (etc == 37200) {
        assertThat(record(r, "j1").finishSeconds()).isEqualTo(74460);
        assertThat(record(r, "j1").value()).isEqualTo(Double.MIN_VALUE);
      } else {
        assertThat(record(r, "j1").status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
      }
    }
  }
}
