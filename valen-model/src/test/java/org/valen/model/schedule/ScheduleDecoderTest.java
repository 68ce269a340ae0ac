package org.valen.model.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.energy.JobEnergy;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.PState;
import org.valen.model.value.StepCurve;

/** Hand-computed schedules, and invariants over random jobs and allocations. */
class ScheduleDecoderTest {
  // level 0: 2 GHz, 4 W; level 1: 1 GHz (times double), 1 W; static 0.5 W per core
  private static final CoreType CORE =
      CoreType.of("c", List.of(new PState(2e9, 1.0, 4), new PState(1e9, 0.7, 1)), 0.5);
  // 100 bytes per second between cores: an edge of 100 bytes costs 1 s
  private static final Interconnect LINK = new Interconnect(100, 10);
  private static final ScaledReferenceModel MODEL = ScaledReferenceModel.relativeToFastestLevel();

  /** a(2) → b(3), a → c(4), b → d(1), c → d; every edge 100 bytes (1 s between cores). */
  private static JobTemplate diamond() {
    return JobTemplate.builder("d").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("a", "x", 2).task("b", "x", 3).task("c", "x", 4).task("d", "x", 1)
        .edge("a", "b", 100).edge("a", "c", 100).edge("b", "d", 100).edge("c", "d", 100).build();
  }

  @Test
  void shouldOrderByUpwardRank() {
    // rank: d = 1; b = 3 + 1 + 1 = 5; c = 4 + 1 + 1 = 6; a = 2 + 1 + 6 = 9
    ScheduleDecoder decoder = ScheduleDecoder.of(diamond(), MODEL, CORE, LINK);
    assertThat(decoder.priorityOrder()).containsExactly(0, 2, 1, 3);
  }

  @Test
  void shouldScheduleOnOneCoreWithoutCommunication() {
    ScheduleDecoder decoder = ScheduleDecoder.of(diamond(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(4);
    double response = decoder.evaluate(new int[] {0, 0, 0, 0}, new int[] {0}, ws);
    assertThat(response).isEqualTo(10);
    // dynamic 10 s × 4 W = 40 J; static 10 s × 1 core × 0.5 W = 5 J
    assertThat(ws.energyJoules()).isEqualTo(45);
    assertThat(ws.usedCores()).isEqualTo(1);
    // order a, c, b, d: c runs 2–6, b 6–9, d 9–10
    assertThat(ws.start(2)).isEqualTo(2);
    assertThat(ws.start(1)).isEqualTo(6);
  }

  @Test
  void shouldAddCommunicationBetweenCoresAndSlowDownLowLevels() {
    ScheduleDecoder decoder = ScheduleDecoder.of(diamond(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(4);
    // a, c, d on core 0 at level 0; b on core 1 at level 1 (3 s → 6 s, 1 W)
    // a 0–2; c 2–6 (same core); b: data at 2 + 1 = 3, runs 3–9; d: c done 6, b data 9 + 1 = 10 → 10–11
    double response = decoder.evaluate(new int[] {0, 1, 0, 0}, new int[] {0, 1}, ws);
    assertThat(response).isEqualTo(11);
    assertThat(ws.start(1)).isEqualTo(3);
    assertThat(ws.finish(3)).isEqualTo(11);
    // dynamic: a 2×4 + c 4×4 + d 1×4 + b 6×1 = 34 J; static 11 s × 2 cores × 0.5 W = 11 J
    assertThat(ws.dynamicJoules()).isEqualTo(34);
    assertThat(ws.staticJoules()).isEqualTo(11);
  }

  @Test
  void shouldNotChargeCoresThatRunNothing() {
    ScheduleDecoder decoder = ScheduleDecoder.of(diamond(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(4);
    decoder.evaluate(new int[] {3, 3, 3, 3}, new int[] {1, 1, 1, 0}, ws);
    assertThat(ws.usedCores()).isEqualTo(1);
    assertThat(ws.responseTimeSeconds()).isEqualTo(10);
  }

  @Test
  void shouldCountUsedCoresWhenTheStampCounterWrapsAround() {
    ScheduleDecoder decoder = ScheduleDecoder.of(diamond(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(4);
    ws.stamp = -1; // 2^32 - 1 evaluations later: the next stamp wraps to 0, which unused cores carry
    decoder.evaluate(new int[] {0, 0, 0, 0}, new int[] {0}, ws);
    assertThat(ws.usedCores()).isEqualTo(1);
    assertThat(ws.staticJoules()).isEqualTo(5);
  }

  @Test
  void shouldRefuseAModelWithNegativeTimes() {
    org.valen.model.exec.ExecutionModel negative = new org.valen.model.exec.ExecutionModel() {
      @Override
      public double timeSeconds(org.valen.model.job.Task task, CoreType coreType, int level) {
        return -1;
      }

      @Override
      public double dynamicPowerWatts(org.valen.model.job.Task task, CoreType coreType, int level) {
        return 1;
      }
    };
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ScheduleDecoder.of(diamond(), negative, CORE, LINK))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative time");
  }

  /** x(1) → y(5) with 100 bytes (1 s between cores); z(4) alone. */
  private static JobTemplate chainAndLoner() {
    return JobTemplate.builder("o").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("x", "x", 1).task("y", "x", 5).task("z", "x", 4).edge("x", "y", 100).build();
  }

  @Test
  void shouldFollowTheGivenOrderOnEachCore() {
    ScheduleDecoder decoder = ScheduleDecoder.of(chainAndLoner(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(2);
    int[] cores = {0, 1, 0};
    int[] levels = {0, 0};
    // x then z on core 0: x 0–1, z 1–5; y on core 1 from 1 + 1 = 2 to 7
    assertThat(decoder.evaluate(cores, levels, new int[] {0, 2, 1}, ws)).isEqualTo(7);
    // z then x: z 0–4, x 4–5; y 6–11
    assertThat(decoder.evaluate(cores, levels, new int[] {2, 0, 1}, ws)).isEqualTo(11);
    assertThat(ws.start(0)).isEqualTo(4);
    assertThat(ws.order(0)).isEqualTo(2);
    // the same by keys: the smaller key first among ready tasks
    assertThat(decoder.evaluateByKeys(cores, levels, new int[] {1, 2, 0}, ws)).isEqualTo(11);
    assertThat(decoder.evaluateByKeys(cores, levels, new int[] {0, 0, 1}, ws)).isEqualTo(7);
  }

  @Test
  void shouldTakeEqualKeysInUpwardRankOrder() {
    // ranks: x 1 + 1 + 5 = 7, y 5, z 4: x, y, z
    ScheduleDecoder decoder = ScheduleDecoder.of(chainAndLoner(), MODEL, CORE, LINK);
    assertThat(decoder.priorityOrder()).containsExactly(0, 1, 2);
    DecoderWorkspace ws = decoder.newWorkspace(2);
    decoder.evaluateByKeys(new int[] {0, 1, 0}, new int[] {0, 0}, new int[] {2, 2, 2}, ws);
    assertThat(new int[] {ws.order(0), ws.order(1), ws.order(2)}).containsExactly(0, 1, 2);
    // a key below a successor's never lets it pass its predecessor: y's key 0 waits for x
    decoder.evaluateByKeys(new int[] {0, 1, 0}, new int[] {0, 0}, new int[] {2, 0, 1}, ws);
    assertThat(new int[] {ws.order(0), ws.order(1), ws.order(2)}).containsExactly(2, 0, 1);
  }

  @Test
  void shouldRefuseKeysOutsideTheirRange() {
    ScheduleDecoder decoder = ScheduleDecoder.of(chainAndLoner(), MODEL, CORE, LINK);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> decoder.evaluateByKeys(new int[] {0, 0, 0},
        new int[] {0}, new int[] {0, 3, 0}, decoder.newWorkspace(1))).hasMessageContaining("priority key 3");
  }

  @Test
  void shouldGiveACanonicalOrderByStartTime() {
    ScheduleDecoder decoder = ScheduleDecoder.of(chainAndLoner(), MODEL, CORE, LINK);
    DecoderWorkspace ws = decoder.newWorkspace(3);
    // every task on its own core: x and z start at 0 (x first in the topological order), y at 2
    decoder.evaluate(new int[] {0, 1, 2}, new int[] {0, 0, 0}, new int[] {2, 0, 1}, ws);
    assertThat(decoder.canonicalOrder(ws)).containsExactly(0, 2, 1);
    assertThat(decoder.isTopologicalOrder(new int[] {0, 2, 1})).isTrue();
    assertThat(decoder.isTopologicalOrder(new int[] {1, 0, 2})).isFalse();
    assertThat(decoder.isTopologicalOrder(new int[] {0, 0, 1})).isFalse();
    assertThat(decoder.isTopologicalOrder(new int[] {0, 1})).isFalse();
  }

  @RepeatedTest(30)
  void shouldDecodeRandomKeysIntoTopologicalOrdersWhoseCanonicalFormGivesTheSameSchedule(RepetitionInfo info) {
    long seed = info.getCurrentRepetition();
    UniformRandomProvider rng = RandomStreams.create(100 + seed);
    JobTemplate job = CatalogueGenerator.template("j", CatalogueParameters.defaults().withTemplates(1, 3, 70), rng);
    CoreType core = PlatformPresets.intelCoreM();
    ScheduleDecoder decoder = ScheduleDecoder.of(job, MODEL, core, PlatformPresets.paper001(1, 1).interconnect());
    int n = job.taskCount();
    int k = 1 + rng.nextInt(Math.min(n, 8));
    int[] cores = new int[n];
    int[] keys = new int[n];
    for (int t = 0; t < n; t++) {
      cores[t] = rng.nextInt(k);
      keys[t] = rng.nextInt(n);
    }
    int[] levels = new int[k];
    for (int c = 0; c < k; c++) {
      levels[c] = rng.nextInt(core.levelCount());
    }
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double response = decoder.evaluateByKeys(cores, levels, keys, ws);
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = ws.order(i);
    }
    assertThat(decoder.isTopologicalOrder(order)).as("seed %d", seed).isTrue();
    double energy = ws.energyJoules();
    int[] canonical = decoder.canonicalOrder(ws);
    assertThat(decoder.isTopologicalOrder(canonical)).as("seed %d", seed).isTrue();
    assertThat(decoder.evaluate(cores, levels, canonical, ws)).as("seed %d", seed).isEqualTo(response);
    assertThat(ws.energyJoules()).isEqualTo(energy);
    assertThat(decoder.canonicalOrder(ws)).containsExactly(canonical);
  }

  @Test
  void shouldCanonicalizeByFirstUse() {
    Allocations.Canonical c = Allocations.canonical(new int[] {2, 0, 2, 3}, new int[] {5, 4, 1, 3});
    assertThat(c.taskToCore()).containsExactly(0, 1, 0, 2);
    assertThat(c.coreLevels()).containsExactly(1, 5, 3);
    assertThat(Allocations.isCanonical(c.taskToCore())).isTrue();
    assertThat(Allocations.isCanonical(new int[] {1, 0})).isFalse();
  }

  @Test
  void shouldMapEarliestFinishingAndBeatOneCore() {
    JobTemplate job = diamond();
    ScheduleDecoder decoder = ScheduleDecoder.of(job, MODEL, CORE, LINK);
    Allocations.Canonical two = EarliestFinishMapper.map(decoder, job, LINK, 2, 0);
    // a on 0 (0–2); c on 0 (2–6); b: core 0 free at 6 → 9, core 1 data at 3 → 6: core 1;
    // d: core 0: max(6, 6 + 1) = 7 → 8; core 1: max(6, 6 + 1) → 8; tie → core 0
    assertThat(two.taskToCore()).containsExactly(0, 1, 0, 0);
    DecoderWorkspace ws = decoder.newWorkspace(2);
    assertThat(decoder.evaluate(two.taskToCore(), two.coreLevels(), ws)).isEqualTo(8);
  }

  @RepeatedTest(30)
  void shouldRespectPrecedenceAndCoresAndMatchEquations(RepetitionInfo info) {
    long seed = info.getCurrentRepetition();
    UniformRandomProvider rng = RandomStreams.create(seed);
    JobTemplate job = CatalogueGenerator.template("j", CatalogueParameters.defaults().withTemplates(1, 3, 12), rng);
    CoreType core = PlatformPresets.intelCoreM();
    Interconnect link = PlatformPresets.paper001(1, 1).interconnect();
    ScheduleDecoder decoder = ScheduleDecoder.of(job, MODEL, core, link);
    int n = job.taskCount();
    int k = 1 + rng.nextInt(n);
    int[] cores = new int[n];
    int[] levels = new int[k];
    for (int t = 0; t < n; t++) {
      cores[t] = rng.nextInt(k);
    }
    for (int c = 0; c < k; c++) {
      levels[c] = rng.nextInt(core.levelCount());
    }
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double response = decoder.evaluate(cores, levels, ws);
    for (int t = 0; t < n; t++) {
      assertThat(ws.finish(t) - ws.start(t)).as("seed %d", seed)
          .isCloseTo(MODEL.timeSeconds(job.task(t), core, levels[cores[t]]), within(1e-6));
      for (int q = 0; q < job.predecessorCount(t); q++) {
        int p = job.predecessor(t, q);
        assertThat(ws.start(t)).as("seed %d: task %d after predecessor %d", seed, t, p)
            .isGreaterThanOrEqualTo(ws.finish(p));
      }
      for (int u = 0; u < t; u++) {
        if (cores[u] == cores[t]) {
          boolean disjoint = ws.finish(u) <= ws.start(t) || ws.finish(t) <= ws.start(u);
          assertThat(disjoint).as("seed %d: tasks %d and %d share core %d", seed, u, t, cores[t]).isTrue();
        }
      }
    }
    Allocations.Canonical canonical = Allocations.canonical(cores, levels);
    double expected = JobEnergy.of(job, MODEL, core, canonical.taskToCore(), canonical.coreLevels(), response).totalJoules();
    assertThat(ws.energyJoules()).as("seed %d", seed).isCloseTo(expected, within(expected * 1e-12));
    assertThat(decoder.evaluate(canonical.taskToCore(), canonical.coreLevels(), ws)).isEqualTo(response);
  }
}
