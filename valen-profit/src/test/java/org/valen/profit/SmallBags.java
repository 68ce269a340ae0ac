package org.valen.profit;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/** Small random bags for property tests: the seed names the bag, so a failure can be replayed. */
final class SmallBags {
  private SmallBags() {}

  /** A bag of 1–5 task types and 1–4 machine types, some cells unable to run, with or without idle power. */
  static Bag random(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, 77);
    int t = 1 + rng.nextInt(5);
    int m = 1 + rng.nextInt(4);
    List<String> tasks = new ArrayList<>();
    List<String> machines = new ArrayList<>();
    for (int i = 0; i < t; i++) {
      tasks.add("t" + i);
    }
    for (int j = 0; j < m; j++) {
      machines.add("m" + j);
    }
    int[] counts = new int[t];
    int[] machineCounts = new int[m];
    double[][] etc = new double[t][m];
    double[][] apc = new double[t][m];
    double[] idle = new double[m];
    boolean withIdle = rng.nextBoolean();
    for (int j = 0; j < m; j++) {
      machineCounts[j] = 1 + rng.nextInt(4);
      idle[j] = withIdle ? RandomStreams.uniform(rng, 1, 20) : 0;
    }
    for (int i = 0; i < t; i++) {
      counts[i] = rng.nextInt(31);
      int always = rng.nextInt(m);
      for (int j = 0; j < m; j++) {
        boolean runs = j == always || rng.nextDouble() < 0.8;
        etc[i][j] = runs ? RandomStreams.uniform(rng, 1, 100) : Double.POSITIVE_INFINITY;
        apc[i][j] = RandomStreams.uniform(rng, 30, 200);
      }
    }
    if (java.util.Arrays.stream(counts).sum() == 0) {
      counts[0] = 1;
    }
    return new Bag("small-" + seed, tasks, machines, counts, machineCounts, etc, apc, idle);
  }
}
