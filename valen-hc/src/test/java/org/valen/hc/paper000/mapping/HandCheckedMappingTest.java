package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.valen.hc.paper000.TinySystem.record;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.hc.paper000.TinySystem;
import org.valen.model.value.StepCurve;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.SimulationResult;

/**
 * The first mapping events of each heuristic on tiny systems, worked out by hand: the readable
 * rules and the indexed implementation alike.
 *
 * <p>Polled: machines a-1 (ETC 100 s, 100 W) and b-1 (ETC 200 s, 40 W: EEC 10 kJ and 8 kJ). At
 * time 0 arrive j0 (priority 1), j1 (8), j2 (4), j3 (8), each with a flat utility. At the
 * mapping event at 60 s both machines are idle and take one task each.
 */
class HandCheckedMappingTest {
  private static final List<String> BOTH = List.of("readable", "indexed");

  private static TinySystem polledSystem() {
    return TinySystem.onePState(new int[] {1, 1}, new double[][] {{100, 200}}, new double[][] {{100, 40}})
        .arrive(0, 0, StepCurve.hardDeadline(1, 1e5))
        .arrive(0, 0, StepCurve.hardDeadline(8, 1e5))
        .arrive(0, 0, StepCurve.hardDeadline(4, 1e5))
        .arrive(0, 0, StepCurve.hardDeadline(8, 1e5));
  }

  /** Which task each machine started at 60 s. */
  private static Map<String, String> startedAt60(SimulationResult r) {
    Map<String, String> started = new TreeMap<>();
    for (JobRecord j : r.jobs()) {
      if (j.startSeconds() == 60) {
        started.put(j.node(), j.id());
      }
    }
    return started;
  }

  @ParameterizedTest(name = "{0}: a-1 gets {1}, b-1 gets {2}")
  @CsvSource({
      // arrival order; both idle, so the tie in ready time goes to the machine that completes first (a-1)
      "FCFS-P0, j0, j1",
      "FCFS-AllP, j0, j1",
      // latest first
      "LCFS-P0, j3, j2",
      "LCFS-AllP, j3, j2",
      // priority 8 first (j1, j3), then by arrival
      "PFCFS-P0, j1, j3",
      "PFCFS-AllP, j1, j3",
      // priority 8 first, then latest first
      "PLCFS-P0, j3, j1",
      "PLCFS-AllP, j3, j1",
      // utility 8 for j1 and j3 anywhere (flat): the earlier-arrived j1 first, on the machine that completes first
      "MaxUtility, j1, j3",
      // 8/100 s on a-1 beats 8/200 s on b-1
      "MaxUPT, j1, j3",
      // 8/8 kJ on b-1 beats 8/10 kJ on a-1: j1 takes b-1, j3 what is left
      "MaxUPE, j3, j1",
  })
  void shouldMapTheFirstEventOfThePolledEnvironmentAsWorkedOut(String heuristic, String onA, String onB) {
    for (String implementation : BOTH) {
      SimulationResult r = polledSystem().run(heuristic, TinySystem.settings(Environment.POLLED), implementation, 61);
      assertThat(startedAt60(r)).as("%s", implementation)
          .containsExactly(Map.entry("a-1", onA), Map.entry("b-1", onB));
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @CsvSource({"1", "2", "3"})
  void shouldGiveRandomOneTaskPerIdleMachineAndTheSameForTheSameSeed(long seed) {
    var settings = TinySystem.settings(Environment.POLLED).withRandomSeed(seed);
    Map<String, String> first = startedAt60(polledSystem().run("Random", settings, "readable", 61));
    Map<String, String> again = startedAt60(polledSystem().run("Random", settings, "readable", 61));
    Map<String, String> fast = startedAt60(polledSystem().run("Random", settings, "indexed", 61));
    assertThat(first).containsOnlyKeys("a-1", "b-1");
    assertThat(first.values()).doesNotHaveDuplicates();
    assertThat(again).isEqualTo(first);
    assertThat(fast).isEqualTo(first);
  }

  /**
   * Queued: a-1 runs the task type in 100 s, b-1 in 300 s; four equal tasks arrive at 0. FCFS at
   * 60 s: j0 → a-1 (both ready at 60, a-1 completes first), j1 → b-1 (ready 60 < 160), j2 → a-1
   * (160 < 360): it starts after the next event, so it becomes a-1's pending task; j3 → a-1
   * (260 < 360) stays in the virtual queue. At 120 s j3 is mapped again: a-1 is available at 260
   * (after j0 and its pending j2), b-1 at 360: a-1.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "FCFS-P0, a-1@60 b-1@60 a-1@160 a-1@260",
      // j3, j2, j1, j0: j3 → a-1, j2 → b-1, j1 → a-1 (pending), j0 → a-1 (virtual, then at 120 to a-1 after j1)
      "LCFS-P0, a-1@260 a-1@160 b-1@60 a-1@60",
      // flat utility: ties go to the earlier completion: j0 → a-1 (160), j1 → a-1 (260 < 360), j2 → a-1
      // (360 = 360, lower index; virtual), j3 → b-1; at 120 j2 → a-1 after j1
      "MaxUtility, a-1@60 a-1@160 a-1@260 b-1@60",
      // utility / execution time ignores the wait: 1/100 s on a-1 always beats 1/300 s on b-1; each task waits in
      // a-1's virtual queue until it would become the pending task, and b-1 stays idle
      "MaxUPT, a-1@60 a-1@160 a-1@260 a-1@360",
  })
  void shouldKeepPendingTasksAndRemapTheVirtualQueues(String heuristic, String expected) {
    TinySystem system = TinySystem.onePState(new int[] {1, 1}, new double[][] {{100, 300}}, new double[][] {{100, 100}});
    for (int j = 0; j < 4; j++) {
      system.arrive(0, 0, StepCurve.hardDeadline(1, 1e5));
    }
    for (String implementation : BOTH) {
      SimulationResult r = system.run(heuristic, TinySystem.settings(Environment.QUEUED), implementation, 2000);
      StringBuilder found = new StringBuilder();
      for (int j = 0; j < 4; j++) {
        JobRecord rec = record(r, "j" + j);
        found.append(j == 0 ? "" : " ").append(rec.node()).append('@').append((long) rec.startSeconds());
      }
      assertThat(found.toString()).as("%s", implementation).isEqualTo(expected);
    }
  }
}
