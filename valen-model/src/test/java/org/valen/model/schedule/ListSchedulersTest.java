package org.valen.model.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.value.StepCurve;

/** HEFT, CPOP and CP/MISF on hand-computed schedules, and their invariants on random jobs. */
class ListSchedulersTest {
  /** One byte per second: an edge's data in bytes are its communication time in seconds. */
  private static final Interconnect UNIT_LINK = new Interconnect(1, 1);

  /**
   * The sample DAG of Topcuoglu, Hariri and Wu (IEEE TPDS 13(3), 2002, Fig. 2): ten tasks on
   * three heterogeneous processors, edge costs in seconds.
   */
  private static SchedulingInstance topcuogluExample() {
    JobTemplate.Builder b = JobTemplate.builder("fig2").valueCurve(StepCurve.hardDeadline(1, 1000));
    for (int t = 1; t <= 10; t++) {
      b.task("n" + t, "x", 1);
    }
    int[][] edges = {{1, 2, 18}, {1, 3, 12}, {1, 4, 9}, {1, 5, 11}, {1, 6, 14}, {2, 8, 19}, {2, 9, 16}, {3, 7, 23},
        {4, 8, 27}, {4, 9, 23}, {5, 9, 13}, {6, 8, 15}, {7, 10, 17}, {8, 10, 11}, {9, 10, 13}};
    for (int[] e : edges) {
      b.edge("n" + e[0], "n" + e[1], e[2]);
    }
    double[][] w = {{14, 16, 9}, {13, 19, 18}, {11, 13, 19}, {13, 8, 17}, {12, 13, 10}, {13, 16, 9}, {7, 15, 11},
        {5, 11, 14}, {18, 12, 20}, {21, 7, 16}};
    return SchedulingInstance.of(b.build(), w, UNIT_LINK);
  }

  @Test
  void shouldComputeThePapersUpwardRanks() {
    double[] rank = topcuogluExample().upwardRanks();
    // Table 1 of the paper: n1 108.000, n2 77.000, n3 80.000, n4 80.000, n5 69.000, n6 63.333,
    // n7 42.667, n8 35.667, n9 44.333, n10 14.667
    double[] expected = {108, 77, 80, 80, 69, 63.333, 42.667, 35.667, 44.333, 14.667};
    for (int t = 0; t < 10; t++) {
      assertThat(rank[t]).as("n%d", t + 1).isCloseTo(expected[t], within(1e-3));
    }
  }

  @Test
  void shouldGiveThePapersHeftScheduleOfLength80() {
    SchedulingInstance in = topcuogluExample();
    ListSchedule s = new Heft().schedule(in);
    // Fig. 4a: order n1, n3, n4, n2, n5, n6, n9, n7, n8, n10; n1 on P3 at 0–9, n3 on P3 9–28,
    // n4 on P2 18–26, n2 on P1 27–40, n10 on P2 73–80
    assertThat(s.makespanSeconds()).isEqualTo(80);
    assertThat(s.coreOf(0)).isEqualTo(2);
    assertThat(s.start(2)).isEqualTo(9);
    assertThat(s.coreOf(3)).isEqualTo(1);
    assertThat(s.start(3)).isEqualTo(18);
    assertThat(s.coreOf(1)).isEqualTo(0);
    assertThat(s.start(1)).isEqualTo(27);
    assertThat(s.coreOf(9)).isEqualTo(1);
    assertThat(s.start(9)).isEqualTo(73);
    assertValid(in, s);
  }

  @Test
  void shouldGiveThePapersCpopScheduleOfLength86() {
    SchedulingInstance in = topcuogluExample();
    ListSchedule s = new Cpop().schedule(in);
    // section 4.2: the critical path n1, n2, n9, n10 (|CP| = 108) goes to P2, which runs it in
    // 16 + 19 + 12 + 7 = 54 (P1: 66, P3: 63); the schedule is 86 long (Fig. 4b)
    for (int cp : new int[] {0, 1, 8, 9}) {
      assertThat(s.coreOf(cp)).as("n%d on P2", cp + 1).isEqualTo(1);
    }
    assertThat(s.makespanSeconds()).isEqualTo(86);
    assertValid(in, s);
  }

  /** a(3) → c(1), b(2) → c, d(4) alone; two identical cores, no communication. */
  private static SchedulingInstance small() {
    JobTemplate job = JobTemplate.builder("s").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("a", "x", 3).task("b", "x", 2).task("c", "x", 1).task("d", "x", 4)
        .edge("a", "c", 0).edge("b", "c", 0).build();
    return SchedulingInstance.of(job, new double[][] {{3, 3}, {2, 2}, {1, 1}, {4, 4}}, UNIT_LINK);
  }

  @Test
  void shouldStartTheReadyTaskWithTheLongestPathWheneverACoreIsIdle() {
    // levels: a 4, b 3, c 1, d 4; at 0: a (4, index 0) and d (4) start on cores 0 and 1;
    // at 3 core 0 takes b (3–5); c waits for b and runs 5–6 on core 0 (core 1 is busy until 4 and
    // finishes c at 6 as well: ties to the lower core)
    ListSchedule s = new CpMisf().schedule(small());
    assertThat(s.coreOf(0)).isEqualTo(0);
    assertThat(s.coreOf(3)).isEqualTo(1);
    assertThat(s.start(1)).isEqualTo(3);
    assertThat(s.start(2)).isEqualTo(5);
    assertThat(s.makespanSeconds()).isEqualTo(6);
  }

  @Test
  void shouldBreakEqualLevelsByMoreImmediateSuccessors() {
    // x(2) → y(1), x → z(1); w(3) alone: levels x 3, w 3; x has two successors and goes first on
    // one core
    JobTemplate job = JobTemplate.builder("m").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("w", "x", 3).task("x", "x", 2).task("y", "x", 1).task("z", "x", 1)
        .edge("x", "y", 0).edge("x", "z", 0).build();
    SchedulingInstance one = SchedulingInstance.of(job, new double[][] {{3}, {2}, {1}, {1}}, UNIT_LINK);
    ListSchedule s = new CpMisf().schedule(one);
    assertThat(s.start(1)).isEqualTo(0);
    assertThat(s.start(0)).isEqualTo(2);
    assertThat(s.makespanSeconds()).isEqualTo(7);
  }

  @Test
  void shouldInsertIntoAnIdleGap() {
    // HEFT on one core: a(3) at 0–3, then c must wait for b; with insertion nothing is gained on
    // one core, but on a timeline with a gap [3, 10) a 2 s task fits at 3
    CoreTimelines timelines = new CoreTimelines(1);
    timelines.occupy(0, 0, 3);
    timelines.occupy(0, 10, 12);
    assertThat(timelines.earliestStart(0, 1, 2)).isEqualTo(3);
    assertThat(timelines.earliestStart(0, 1, 8)).isEqualTo(12);
    assertThat(timelines.earliestStart(0, 9, 1)).isEqualTo(9);
  }

  @RepeatedTest(40)
  void shouldMakeValidSchedulesThatTheDecoderNeverLengthens(RepetitionInfo info) {
    long seed = info.getCurrentRepetition();
    UniformRandomProvider rng = RandomStreams.create(seed);
    JobTemplate job = CatalogueGenerator.template("j", CatalogueParameters.defaults().withTemplates(1, 3, 14), rng);
    CoreType core = PlatformPresets.intelCoreM();
    Interconnect link = PlatformPresets.paper001(1, 1).interconnect();
    ScheduleDecoder decoder = ScheduleDecoder.of(job, ScaledReferenceModel.relativeToFastestLevel(), core, link);
    int k = 1 + rng.nextInt(job.taskCount());
    int[] levels = new int[k];
    for (int c = 0; c < k; c++) {
      levels[c] = rng.nextInt(core.levelCount());
    }
    SchedulingInstance in = SchedulingInstance.atLevels(decoder, job, link, levels);
    DecoderWorkspace ws = decoder.newWorkspace(k);
    for (ListScheduler scheduler : ListScheduler.CLASSIC) {
      ListSchedule s = scheduler.schedule(in);
      assertValid(in, s);
      double decoded = decoder.evaluateByKeys(s.taskToCore(), levels, s.priorityKeys(job), ws);
      assertThat(decoded).as("seed %d, %s", seed, scheduler.name()).isLessThanOrEqualTo(s.makespanSeconds() + 1e-9);
      assertThat(decoder.evaluate(s.taskToCore(), levels, s.startOrder(job), ws)).isEqualTo(decoded);
    }
  }

  /** Every task on a core for its time, after its predecessors' data, no two tasks at once on a core. */
  private static void assertValid(SchedulingInstance in, ListSchedule s) {
    JobTemplate job = in.job();
    for (int t = 0; t < job.taskCount(); t++) {
      assertThat(s.finish(t) - s.start(t)).isCloseTo(in.seconds(t, s.coreOf(t)), within(1e-9));
      for (int k = 0; k < job.predecessorCount(t); k++) {
        int p = job.predecessor(t, k);
        double arrival = s.finish(p) + (s.coreOf(p) == s.coreOf(t) ? 0 : in.edgeSeconds(t, k));
        assertThat(s.start(t)).as("task %d after predecessor %d", t, p).isGreaterThanOrEqualTo(arrival - 1e-9);
      }
      for (int u = 0; u < t; u++) {
        if (s.coreOf(u) == s.coreOf(t)) {
          assertThat(s.finish(u) <= s.start(t) + 1e-9 || s.finish(t) <= s.start(u) + 1e-9)
              .as("tasks %d and %d overlap on core %d", u, t, s.coreOf(t)).isTrue();
        }
      }
    }
    assertThat(List.of(s.makespanSeconds())).allSatisfy(m -> assertThat(m).isPositive());
  }
}
