package org.valen.papers.paper004.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper004.TinyClusters;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper004.system.ClusterSystem;
import org.valen.model.value.StepCurve;
import org.valen.runtime.RecordingTrace;

/**
 * Paper 004's utility per window (section II-E) against hand-computed cases: "if a task were to
 * complete 70 % of its execution during an interval A and 30 % during interval B, then 70 % of the
 * task's utility will be added to the system utility earned for interval A".
 */
class WindowedUtilityTest {
  private static final ClusterSystem SYSTEM = TinyClusters.system(new int[] {1, 1},
      new double[][] {{1000, 1100}, {600, 3000}});

  private static WindowedUtility measure(TinyClusters.Run run, List<Arrival> arrivals, double start, double end) {
    WindowTrace window = new WindowTrace(arrivals, start, end);
    for (RecordingTrace.Piece p : run.trace().pieces) {
      window.taskRan(p.job(), p.task(), p.core(), p.level(), p.start(), p.end(), p.finished());
    }
    return WindowedUtility.of(arrivals, run.result(), window, a -> a.templateId().equals("norm01") ? 1000 : 600, 8);
  }

  @Test
  void seventyPercentOfTheExecutionInTheWindowEarnsSeventyPercentOfTheUtility() {
    List<Arrival> arrivals = List.of(new Arrival("t1", "norm01", 0, StepCurve.hardDeadline(2, 86_400)));
    TinyClusters.Run run = TinyClusters.run(SYSTEM, "P004-MaxUtil", Map.of(), arrivals, 10_000);
    double start = run.pieces("t1").get(0).start();
    WindowedUtility u = measure(run, arrivals, start + 300, 5000);
    assertThat(u.earned()).isCloseTo(2 * 0.7, within(1e-12));
    // the maximum: t1 starting at its arrival (0) on its fastest cluster, 1000 s: (1000 − start − 300) / 1000 inside
    assertThat(u.maximum()).isCloseTo(2 * (1000 - start - 300) / 1000, within(1e-12));
    assertThat(u.arrivedInWindow()).isZero(); // it arrived before the window
    WindowedUtility before = measure(run, arrivals, 0, start + 300);
    assertThat(before.earned()).isCloseTo(2 * 0.3, within(1e-12));
    assertThat(before.arrivedInWindow()).isOne();
    assertThat(before.completedOfThose()).isOne();
  }

  /** A preempted task's pieces add up: its share in a window is the time it ran there over all it ran. */
  @Test
  void aPreemptedTaskCountsEachPiece() {
    List<Arrival> arrivals = List.of(new Arrival("t1", "norm01", 0, StepCurve.hardDeadline(2, 86_400)),
        new Arrival("t2", "norm02", 61, new org.valen.model.value.IntervalDecayCurve(List.of(
            new org.valen.model.value.IntervalDecayCurve.Interval(0, 3, Math.log(1.2) / 659)), 86_400)));
    TinyClusters.Run run = TinyClusters.run(SYSTEM, "P004-MaxUtil-Greedy", Map.of(), arrivals, 10_000);
    double start = run.pieces("t1").get(0).start();
    WindowedUtility u = measure(run, arrivals, 0, 720);
    // t1 ran [start, 120) and [720, …): (120 − start) of its 1000 s in the window; t2 ran [120, 720) in it whole
    assertThat(u.earned()).isCloseTo(2 * (120 - start) / 1000 + 2.5, within(1e-9));
    assertThat(u.completedOfThose()).isEqualTo(2);
  }

  /** A task caught unfinished by the end of the run earns nothing in any window. */
  @Test
  void anUnfinishedTaskEarnsNothing() {
    List<Arrival> arrivals = List.of(new Arrival("t1", "norm01", 0, StepCurve.hardDeadline(2, 86_400)));
    TinyClusters.Run run = TinyClusters.run(SYSTEM, "P004-MaxUtil", Map.of(), arrivals, 500);
    WindowedUtility u = measure(run, arrivals, 0, 500);
    assertThat(u.earned()).isZero();
    assertThat(u.completedOfThose()).isZero();
    assertThat(u.percentCompleted()).isZero();
  }

  @Test
  void aWindowMustEndAfterItStarts() {
    assertThatThrownBy(() -> new WindowTrace(List.of(), 10, 10)).hasMessageContaining("must end after it starts");
  }
}
