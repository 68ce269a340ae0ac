package org.valen.profiler.search;

import java.util.AbstractList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.uma.jmetal.solution.integersolution.IntegerSolution;
import org.uma.jmetal.util.bounds.Bounds;

/**
 * A genome of the profiler's NSGA-II: {@code 2n + k} integer genes for a job of {@code n} tasks on
 * at most {@code k} cores. Gene {@code t < n} is the core of task {@code t} ({@code 0 … k-1});
 * gene {@code n + c} is the v/f level of core {@code c} ({@code 0 … levels-1}); gene {@code n + k
 * + t} is the priority key of task {@code t} ({@code 0 … n-1}: among ready tasks the smaller key
 * is scheduled first, random-key encoding; see {@code ScheduleDecoder#evaluateByKeys}).
 *
 * <p>A jMetal {@link IntegerSolution} kept in an {@code int[]}: jMetal's {@code
 * DefaultIntegerSolution} draws its genes from the global {@code JMetalRandom} and boxes them in
 * lists, which cost more than decoding the schedule. Here the caller sets the genes from the run's
 * own seeded stream; {@link #variables()} is a live view. Rank and crowding distance of the last
 * survival step ({@link RankingAndCrowding}) are fields; a copy starts unranked.
 */
public final class AllocationSolution implements IntegerSolution {
  private final Ranges ranges;
  private final int[] genes;
  private final double[] objectives = new double[2];
  private Map<Object, Object> attributes;
  private int rank;
  private double crowdingDistance;

  /**
   * The genes' ranges, as jMetal's bounds and as arrays: the operators read a gene's range for
   * every gene of every child, and the arrays spare them a list look-up and two unboxings each.
   */
  static final class Ranges {
    private final List<Bounds<Integer>> bounds;
    private final int[] lower;
    private final int[] choices;

    Ranges(List<Bounds<Integer>> bounds) {
      this.bounds = bounds;
      this.lower = new int[bounds.size()];
      this.choices = new int[bounds.size()];
      for (int i = 0; i < lower.length; i++) {
        lower[i] = bounds.get(i).getLowerBound();
        choices[i] = bounds.get(i).getUpperBound() - lower[i] + 1;
      }
    }
  }

  /** A genome with every gene at its lower bound (all tasks on core 0, fastest level). */
  AllocationSolution(Ranges ranges) {
    this.ranges = ranges;
    this.genes = ranges.lower.clone();
  }

  private AllocationSolution(AllocationSolution other) {
    this.ranges = other.ranges;
    this.genes = other.genes.clone();
    this.objectives[0] = other.objectives[0];
    this.objectives[1] = other.objectives[1];
  }

  @Override
  public Bounds<Integer> getBounds(int index) {
    return ranges.bounds.get(index);
  }

  /** Number of values gene {@code index} can take. */
  int choices(int index) {
    return ranges.choices[index];
  }

  /** The smallest value gene {@code index} can take. */
  int lower(int index) {
    return ranges.lower[index];
  }

  int geneCount() {
    return genes.length;
  }

  int gene(int index) {
    return genes[index];
  }

  void gene(int index, int value) {
    genes[index] = value;
  }

  /** The genes as a live list, for jMetal. */
  @Override
  public List<Integer> variables() {
    return new AbstractList<>() {
      @Override
      public Integer get(int index) {
        return genes[index];
      }

      @Override
      public Integer set(int index, Integer value) {
        int old = genes[index];
        genes[index] = value;
        return old;
      }

      @Override
      public int size() {
        return genes.length;
      }
    };
  }

  /** Response time in seconds, energy in joules (after evaluation). */
  @Override
  public double[] objectives() {
    return objectives;
  }

  @Override
  public double[] constraints() {
    return new double[0];
  }

  @Override
  public Map<Object, Object> attributes() {
    if (attributes == null) {
      attributes = new HashMap<>();
    }
    return attributes;
  }

  /** Non-dominated rank in the last survival step (0 = first front). */
  int rank() {
    return rank;
  }

  void rank(int value) {
    rank = value;
  }

  /** Crowding distance within its rank in the last survival step. */
  double crowdingDistance() {
    return crowdingDistance;
  }

  void crowdingDistance(double value) {
    crowdingDistance = value;
  }

  @Override
  public AllocationSolution copy() {
    return new AllocationSolution(this);
  }
}
