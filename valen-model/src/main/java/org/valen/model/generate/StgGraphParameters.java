package org.valen.model.generate;

import java.util.Map;
import java.util.TreeMap;
import org.valen.model.Check;

/**
 * Settings of {@link StgGraphGenerator}, after the random graphs of the Standard Task Graph Set
 * (Tobita and Kasahara, J. Scheduling 5(5), 2002).
 *
 * @param tasks number of tasks (the Set's dummy entry and exit are not made)
 * @param precedence how edges are drawn
 * @param edgeProbability {@code sameprob}, {@code layrprob}: the chance of each possible edge
 * @param meanPredecessors {@code samepred}, {@code layrpred}: the mean number of predecessors
 * @param parallelism {@code layrprob}, {@code layrpred}: the mean number of tasks per layer
 * @param times how task times are drawn, in whole units: one of the Set's six generators
 * @param secondsPerUnit reference seconds per unit (60, as {@code valen import stg})
 */
public record StgGraphParameters(
    int tasks,
    StgGraphGenerator.Precedence precedence,
    double edgeProbability,
    double meanPredecessors,
    double parallelism,
    StgTimes times,
    double secondsPerUnit) {

  public StgGraphParameters {
    Check.atLeast(tasks, 1, "tasks");
    java.util.Objects.requireNonNull(precedence, "precedence");
    Check.inRange(edgeProbability, 0, 1, "edgeProbability");
    Check.nonNegative(meanPredecessors, "meanPredecessors");
    Check.inRange(parallelism, 1, Double.MAX_VALUE, "parallelism");
    java.util.Objects.requireNonNull(times, "times");
    Check.positive(secondsPerUnit, "secondsPerUnit");
  }

  /**
   * 50 tasks by {@code sameprob} with edge probability 0.1, times by {@code unifproc} of average 5
   * (1 … 10 units) of 60 s: the Set's smallest random graphs (its five bundled ones have edge
   * probabilities 0.07–0.19); {@code meanPredecessors} 2 and {@code parallelism} 5 for the other
   * methods.
   */
  public static StgGraphParameters defaults() {
    return new StgGraphParameters(50, StgGraphGenerator.Precedence.SAMEPROB, 0.1, 2, 5, StgTimes.UNIFPROC_5, 60);
  }

  public StgGraphParameters withTasks(int count) {
    return new StgGraphParameters(count, precedence, edgeProbability, meanPredecessors, parallelism, times,
        secondsPerUnit);
  }

  public StgGraphParameters withPrecedence(StgGraphGenerator.Precedence method) {
    return new StgGraphParameters(tasks, method, edgeProbability, meanPredecessors, parallelism, times, secondsPerUnit);
  }

  public StgGraphParameters withEdgeProbability(double p) {
    return new StgGraphParameters(tasks, precedence, p, meanPredecessors, parallelism, times, secondsPerUnit);
  }

  public StgGraphParameters withMeanPredecessors(double mean) {
    return new StgGraphParameters(tasks, precedence, edgeProbability, mean, parallelism, times, secondsPerUnit);
  }

  public StgGraphParameters withParallelism(double tasksPerLayer) {
    return new StgGraphParameters(tasks, precedence, edgeProbability, meanPredecessors, tasksPerLayer, times,
        secondsPerUnit);
  }

  public StgGraphParameters withTimes(StgTimes generator) {
    return new StgGraphParameters(tasks, precedence, edgeProbability, meanPredecessors, parallelism, generator,
        secondsPerUnit);
  }

  /** Every setting as text, for provenance. */
  public Map<String, String> describe() {
    Map<String, String> m = new TreeMap<>();
    m.put("tasks", String.valueOf(tasks));
    m.put("precedence", precedence.id());
    m.put("edgeProbability", String.valueOf(edgeProbability));
    m.put("meanPredecessors", String.valueOf(meanPredecessors));
    m.put("parallelism", String.valueOf(parallelism));
    m.put("times", times.id());
    m.put("secondsPerUnit", String.valueOf(secondsPerUnit));
    return m;
  }
}
