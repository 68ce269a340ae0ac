package org.valen.profit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.generate.RandomStreams;

class RoundingTest {

  private static Bag bagOf(int[] counts, int machineTypes) {
    int t = counts.length;
    double[][] etc = new double[t][machineTypes];
    double[][] apc = new double[t][machineTypes];
    for (int i = 0; i < t; i++) {
      for (int j = 0; j < machineTypes; j++) {
        etc[i][j] = 10 + j;
        apc[i][j] = 100;
      }
    }
    List<String> tasks = java.util.stream.IntStream.range(0, t).mapToObj(i -> "t" + i).toList();
    List<String> machines = java.util.stream.IntStream.range(0, machineTypes).mapToObj(j -> "m" + j).toList();
    int[] m = new int[machineTypes];
    java.util.Arrays.fill(m, 2);
    return new Bag("b", tasks, machines, counts, m, etc, apc, new double[machineTypes]);
  }

  @Test
  void shouldRoundUpTheLargestFractionsWhenARowIsSplit() {
    Bag bag = bagOf(new int[] {10}, 3);
    int[][] x = Rounding.round(bag, new double[][] {{3.2, 4.5, 2.3}}, Rounding.TieBreak.MACHINE_TYPE_ORDER);
    assertThat(x[0]).containsExactly(3, 5, 2); // n = 10 − 9 = 1: the largest fraction, 0.5, goes up
  }

  @Test
  void shouldBreakTiesByTheChosenRule() {
    Bag bag = bagOf(new int[] {3}, 2);
    double[][] x = {{1.5, 1.5}};
    assertThat(Rounding.round(bag, x, Rounding.TieBreak.MACHINE_TYPE_ORDER)[0]).containsExactly(2, 1);
    Bag slowFirst = new Bag("b", List.of("t"), List.of("m0", "m1"), new int[] {3}, new int[] {1, 1},
        new double[][] {{20, 10}}, new double[][] {{1, 1}}, new double[2]);
    assertThat(Rounding.round(slowFirst, x, Rounding.TieBreak.FASTER_FIRST)[0]).containsExactly(1, 2);
  }

  @Test
  void shouldRemoveSolverNoiseBeforeRounding() {
    Bag bag = bagOf(new int[] {5}, 2);
    int[][] x = Rounding.round(bag, new double[][] {{2.9999999999, 2.0000000001}}, Rounding.TieBreak.MACHINE_TYPE_ORDER);
    assertThat(x[0]).containsExactly(3, 2);
  }

  /** Row sums stay T_i, and no integer row with that sum is nearer to x* in L1 (checked by brute force). */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void shouldKeepRowSumsAndBeNearestInL1(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, 5);
    int machines = 1 + rng.nextInt(4);
    int total = 1 + rng.nextInt(12);
    double[] row = new double[machines];
    double[] cuts = new double[machines - 1];
    for (int k = 0; k < cuts.length; k++) {
      cuts[k] = rng.nextDouble() * total;
    }
    java.util.Arrays.sort(cuts);
    double previous = 0;
    for (int j = 0; j < machines; j++) {
      double next = j < cuts.length ? cuts[j] : total;
      row[j] = next - previous;
      previous = next;
    }
    Bag bag = bagOf(new int[] {Math.max(total, 0)}, machines);
    int[] rounded = Rounding.round(bag, new double[][] {row}, Rounding.TieBreak.MACHINE_TYPE_ORDER)[0];
    assertThat(java.util.Arrays.stream(rounded).sum()).as("seed %d", seed).isEqualTo(total);
    assertThat(l1(rounded, row)).as("seed %d", seed).isLessThanOrEqualTo(bestL1(row, total, 0, new int[machines]) + 1e-9);
  }

  private static double l1(int[] a, double[] x) {
    double sum = 0;
    for (int j = 0; j < a.length; j++) {
      sum += Math.abs(a[j] - x[j]);
    }
    return sum;
  }

  private static double bestL1(double[] x, int left, int j, int[] a) {
    if (j == a.length - 1) {
      a[j] = left;
      return l1(a, x);
    }
    double best = Double.POSITIVE_INFINITY;
    for (int v = 0; v <= left; v++) {
      a[j] = v;
      best = Math.min(best, bestL1(x, left - v, j + 1, a));
    }
    return best;
  }
}
