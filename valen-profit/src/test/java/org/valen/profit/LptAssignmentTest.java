package org.valen.profit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LptAssignmentTest {

  @Test
  void shouldPackTheLongestTasksFirstOnTheEarliestMachine() {
    // one machine type of 2 machines; tasks 7, 5, 4, 3 s: LPT gives {7, 3} and {5, 4}
    Bag bag = new Bag("b", List.of("a", "b", "c", "d"), List.of("m"), new int[] {1, 1, 1, 1}, new int[] {2},
        new double[][] {{3}, {7}, {5}, {4}}, new double[][] {{10}, {10}, {10}, {10}}, new double[] {1});
    FullAllocation f = LptAssignment.assign(bag, new int[][] {{1}, {1}, {1}, {1}});
    assertThat(f.executionOrder(0)).containsExactly(1, 2, 3, 0);
    assertThat(f.readySeconds(0, 0)).isEqualTo(10);
    assertThat(f.readySeconds(0, 1)).isEqualTo(9);
    assertThat(f.makespanSeconds()).isEqualTo(10);
    // busy 19 s × 10 W, plus machine 1 idles 1 s at 1 W
    assertThat(f.energyJoules()).isEqualTo(191);
  }

  /** The heap gives the same machines as a plain scan over ready times (lowest number among equals). */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void shouldEqualAPlainScanOfReadyTimes(long seed) {
    assertEqualsPlainScan(SmallBags.random(seed), seed);
  }

  /**
   * Whole rounds at once ({@code ReadyTimes.assign}) give what one task at a time gives, on bags of
   * thousands of tasks, with whole-second ETCs too (ties between machines everywhere).
   */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldEqualAPlainScanOnLargeBagsWithTies(long seed) {
    Bag bag = org.valen.profit.generate.SystemGenerator.generate(
        new org.valen.profit.generate.SystemParameters(3, 7, 5, 5000, 60, 0.5, 0.5, 100, 140, 1, 0.1, 0.5, 0), seed);
    assertEqualsPlainScan(bag, seed);
    double[][] whole = new double[bag.taskTypeCount()][bag.machineTypeCount()];
    double[][] apc = new double[bag.taskTypeCount()][bag.machineTypeCount()];
    for (int i = 0; i < whole.length; i++) {
      for (int j = 0; j < whole[i].length; j++) {
        whole[i][j] = Math.max(1, Math.rint(bag.etcSeconds(i, j) / 10));
        apc[i][j] = bag.apcWatts(i, j);
      }
    }
    assertEqualsPlainScan(new Bag("ties", bag.taskTypes(), bag.machineTypes(), bag.taskCounts(),
        new int[] {7, 7, 7}, whole, apc, new double[3]), seed);
  }

  private static void assertEqualsPlainScan(Bag bag, long seed) {
    int[][] rounded = Rounding.round(bag, new LowerBoundLp(bag, org.valen.profit.lp.LpSolver.standard())
        .weighted(1, 1).x(), Rounding.TieBreak.MACHINE_TYPE_ORDER);
    FullAllocation f = LptAssignment.assign(bag, rounded);
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      List<Integer> tasks = new ArrayList<>();
      for (int i : f.executionOrder(j)) {
        for (int k = 0; k < rounded[i][j]; k++) {
          tasks.add(i);
        }
      }
      double[] ready = new double[bag.machines(j)];
      int[][] counts = new int[bag.machines(j)][bag.taskTypeCount()];
      for (int i : tasks) {
        int best = 0;
        for (int m = 1; m < ready.length; m++) {
          if (ready[m] < ready[best]) {
            best = m;
          }
        }
        ready[best] += bag.etcSeconds(i, j);
        counts[best][i]++;
      }
      for (int m = 0; m < ready.length; m++) {
        assertThat(f.readySeconds(j, m)).as("seed %d", seed).isEqualTo(ready[m]);
        for (int i = 0; i < bag.taskTypeCount(); i++) {
          assertThat(f.tasks(j, m, i)).as("seed %d", seed).isEqualTo(counts[m][i]);
        }
      }
    }
  }
}
