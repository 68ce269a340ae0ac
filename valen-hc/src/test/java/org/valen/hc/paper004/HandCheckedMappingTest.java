package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.job.Arrival;
import org.valen.model.trials.paper004.system.ClusterSystem;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.StepCurve;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.sim.JobRecord;

/**
 * Mapping events with preemption checked by hand on two clusters of one core each (core 0 is
 * cluster 1, core 1 cluster 2), after the paper's Diff example (section III-E.3): t1 executes on
 * c1 and will earn 2.0; t2 would earn 2.5 on c1 (preempting t1) and about 1.29 on the idle c2.
 *
 * <p>t1 (type norm01: 1000 s on cluster 1, 1100 s on cluster 2; utility 2 until a day) arrives at
 * 0 and starts on cluster 1 at the first event (earlier completion). t2 (type norm02: 600 s on
 * cluster 1, 3000 s on cluster 2; utility 3·1.2^(−t/659 s)) arrives at 61 s; the event at 120 s
 * sees t2 earn 3·1.2^(−659/659) = 2.5 on cluster 1 and 3·1.2^(−3059/659) ≈ 1.287 on cluster 2.
 */
class HandCheckedMappingTest {
  private static final double LAMBDA = Math.log(1.2) / 659;
  private static final ClusterSystem SYSTEM = TinyClusters.system(new int[] {1, 1},
      new double[][] {{1000, 1100}, {600, 3000}});
  private static final List<Arrival> ARRIVALS = List.of(
      new Arrival("t1", "norm01", 0, StepCurve.hardDeadline(2, 86_400)),
      new Arrival("t2", "norm02", 61, new IntervalDecayCurve(
          List.of(new IntervalDecayCurve.Interval(0, 3, LAMBDA)), 86_400)));

  private static TinyClusters.Run run(String heuristic) {
    return TinyClusters.run(SYSTEM, heuristic, Map.of(), ARRIVALS, 10_000);
  }

  /**
   * Greedy takes the highest Util: 2.5 on c1 > 2.0 of t1, a valid preemption, above 1.29 on c2.
   * Pair: t2 then t1 on c1 nets 2.5 + 2 = 4.5; t1 then t2 nets 2 + 3·1.2^(−…) < 4; the idle c2 nets
   * 1.29 + 2: the pair, t2 first — it preempts too.
   */
  @ParameterizedTest
  @ValueSource(strings = {"P004-MaxUtil-Greedy", "P004-MaxUtil-Pair"})
  void greedyAndPairPreemptT1AndT1ResumesWithItsRemainingTimeOnItsOwnCluster(String heuristic) {
    TinyClusters.Run run = run(heuristic);
    List<RecordingTrace.Piece> t1 = run.pieces("t1");
    List<RecordingTrace.Piece> t2 = run.pieces("t2");
    double start = t1.get(0).start();
    assertThat(t1).hasSize(2);
    assertThat(t1.get(0).core()).isZero();
    assertThat(t1.get(0).end()).isEqualTo(120);
    assertThat(t1.get(0).finished()).isFalse();
    assertThat(t2).singleElement().satisfies(p -> {
      assertThat(p.core()).isZero();
      assertThat(p.start()).isEqualTo(120);
      assertThat(p.end()).isCloseTo(720, within(1e-9));
    });
    // c2 was idle all along, and faster than nothing: t1 waits for its own cluster, resumes at the
    // first event after t2 ends, and runs exactly what it had left
    RecordingTrace.Piece resumed = t1.get(1);
    assertThat(resumed.core()).isZero();
    assertThat(resumed.start()).isEqualTo(720);
    assertThat(resumed.end() - resumed.start()).isCloseTo(1000 - (120 - start), within(1e-6));
    JobRecord r1 = run.result().jobs().get(0);
    assertThat(r1.preemptions()).isEqualTo(1);
    assertThat(r1.value()).isEqualTo(2);
    assertThat(run.result().jobs().get(1).value()).isCloseTo(2.5, within(1e-9));
  }

  /** Diff: the difference is 2.5 − 2.0 = 0.5 on c1 and 1.29 on the idle c2: t2 goes to c2, t1 runs on. */
  @ParameterizedTest
  @ValueSource(strings = {"P004-MaxUtil-Diff", "P004-MaxUtil", "P004-MaxUPT"})
  void diffAndTheNonPreemptiveOnesTakeTheIdleCore(String heuristic) {
    TinyClusters.Run run = run(heuristic);
    assertThat(run.pieces("t1")).singleElement().satisfies(p -> assertThat(p.core()).isZero());
    assertThat(run.pieces("t2")).singleElement().satisfies(p -> {
      assertThat(p.core()).isOne();
      assertThat(p.start()).isEqualTo(120);
      assertThat(p.end()).isCloseTo(3120, within(1e-9));
    });
    assertThat(run.result().jobs().get(0).preemptions()).isZero();
    assertThat(run.result().jobs().get(1).value()).isCloseTo(3 * Math.pow(1.2, -3059.0 / 659), within(1e-9));
  }

  /**
   * UPT: t2's UPT on c1 is 2.5 / 600 s, above t1's 2 / (1000 − 120 + start) s, and above 1.29 /
   * 3000 s on c2 (Greedy); the UPT differences are 2.5/600 − 2/880 ≈ 0.0019 on c1 against
   * 1.29/3000 ≈ 0.00043 on c2, so Diff preempts too.
   */
  @ParameterizedTest
  @ValueSource(strings = {"P004-MaxUPT-Greedy", "P004-MaxUPT-Diff"})
  void withUptGreedyAndDiffBothPreempt(String heuristic) {
    TinyClusters.Run run = run(heuristic);
    assertThat(run.result().jobs().get(0).preemptions()).isEqualTo(1);
    assertThat(run.pieces("t2")).singleElement().satisfies(p -> assertThat(p.core()).isZero());
    assertThat(run.pieces("t1")).allSatisfy(p -> assertThat(p.core()).isZero());
  }

  /** Without the flags nobody preempts: every preemptive heuristic behaves as its base. */
  @ParameterizedTest
  @ValueSource(strings = {"P004-MaxUtil-Greedy", "P004-MaxUtil-Pair", "P004-MaxUPT-Greedy", "P004-MaxUPT-Pair"})
  void noFlagsNoPreemption(String heuristic) {
    TinyClusters.Run run = TinyClusters.run(SYSTEM, heuristic, Map.of("canPreemptProbability", "0"), ARRIVALS,
        10_000);
    assertThat(run.result().jobs().get(0).preemptions()).isZero();
    assertThat(run.pieces("t2")).singleElement().satisfies(p -> assertThat(p.core()).isOne());
  }

  /**
   * Pair's "r first": t1's utility ends at 1500 s, so if t2 (600 s) went first t1 would earn
   * nothing: on c1, t2 then t1 nets 2.5 + 0, t1 then t2 nets 2 + 3·1.2^(−(1600 − 61)/659) ≈ 3.96,
   * above t2 on the idle c2 plus t1 (1.29 + 2). So Pair defers t2 — even with c2 idle — until t1
   * completes, then runs it on c1 (line 17–19 of Algorithm 3). Greedy preempts t1, which then ends
   * after 1500 s and earns nothing.
   */
  @ParameterizedTest
  @ValueSource(strings = {"P004-MaxUtil-Pair", "P004-MaxUtil-Greedy"})
  void pairWaitsForTheTaskThatWouldLoseEverything(String heuristic) {
    List<Arrival> arrivals = List.of(new Arrival("t1", "norm01", 0, StepCurve.hardDeadline(2, 1500)), ARRIVALS.get(1));
    TinyClusters.Run run = TinyClusters.run(SYSTEM, heuristic, Map.of(), arrivals, 10_000);
    JobRecord t1 = run.result().jobs().get(0);
    RecordingTrace.Piece t2 = run.pieces("t2").get(0);
    assertThat(t2.core()).isZero();
    if (heuristic.endsWith("Pair")) {
      assertThat(t1.preemptions()).isZero();
      assertThat(t1.value()).isEqualTo(2);
      assertThat(t2.start()).isEqualTo(Math.ceil(t1.finishSeconds() / 60) * 60);
    } else {
      assertThat(t1.preemptions()).isEqualTo(1);
      assertThat(t1.value()).isZero();
      assertThat(t2.start()).isEqualTo(120);
    }
  }
}
