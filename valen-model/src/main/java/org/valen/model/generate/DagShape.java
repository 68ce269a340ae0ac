package org.valen.model.generate;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * DAG shapes that occur in practice, each able to lay out {@code n} tasks as edges between task
 * indices {@code 0 … n-1} (every edge goes from a lower to a higher index, so the result is
 * acyclic by construction).
 */
public enum DagShape {
  /** A pipeline: each task feeds the next. No parallelism. */
  CHAIN {
    @Override
    List<int[]> edges(int n, UniformRandomProvider rng) {
      List<int[]> edges = new ArrayList<>();
      for (int i = 1; i < n; i++) {
        edges.add(new int[] {i - 1, i});
      }
      return edges;
    }
  },
  /**
   * One source forks into parallel branches (chains of one or more tasks) that join in one sink,
   * as a map-reduce or a parameter sweep. Needs at least 3 tasks.
   */
  FORK_JOIN {
    @Override
    List<int[]> edges(int n, UniformRandomProvider rng) {
      if (n < 3) {
        return CHAIN.edges(n, rng);
      }
      int middle = n - 2;
      int branches = middle < 2 ? 1 : 2 + rng.nextInt(middle - 1); // 2 … middle
      List<int[]> edges = new ArrayList<>();
      int sink = n - 1;
      int next = 1;
      for (int b = 0; b < branches; b++) {
        int length = middle / branches + (b < middle % branches ? 1 : 0);
        int previous = 0;
        for (int k = 0; k < length; k++) {
          edges.add(new int[] {previous, next});
          previous = next++;
        }
        edges.add(new int[] {previous, sink});
      }
      return edges;
    }
  },
  /**
   * Random layers: tasks are spread over 2 … ⌊n/2⌋+1 layers (so that layers are two tasks wide on
   * average); every task of a layer depends on at least one task of the layer before, and on any
   * earlier task with probability 0.3.
   */
  LAYERED {
    @Override
    List<int[]> edges(int n, UniformRandomProvider rng) {
      if (n < 3) {
        return CHAIN.edges(n, rng);
      }
      int layers = 2 + rng.nextInt(n / 2); // 2 … n/2 + 1
      int[] layerOf = new int[n];
      for (int i = 0; i < layers; i++) {
        layerOf[i] = i; // at least one task per layer
      }
      for (int i = layers; i < n; i++) {
        layerOf[i] = rng.nextInt(layers);
      }
      java.util.Arrays.sort(layerOf); // task index order follows layer order
      List<int[]> edges = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        if (layerOf[t] == 0) {
          continue;
        }
        List<Integer> previousLayer = new ArrayList<>();
        for (int s = 0; s < t; s++) {
          if (layerOf[s] == layerOf[t] - 1) {
            previousLayer.add(s);
          }
        }
        int required = previousLayer.get(rng.nextInt(previousLayer.size()));
        for (int s = 0; s < t; s++) {
          if (layerOf[s] < layerOf[t] && (s == required || rng.nextDouble() < EXTRA_EDGE_PROBABILITY)) {
            edges.add(new int[] {s, t});
          }
        }
      }
      return edges;
    }
  };

  static final double EXTRA_EDGE_PROBABILITY = 0.3;

  /** Edges {@code {from, to}} among {@code n} tasks, from lower to higher index. */
  abstract List<int[]> edges(int n, UniformRandomProvider rng);

  /** Lower-case name used in files and on the command line. */
  public String id() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }
}
