package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.Choice;
import org.valen.hc.paper004.rules.ClusterOption;
import org.valen.hc.paper004.rules.ClusterRule;
import org.valen.hc.paper004.rules.Heuristic;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.Objective;
import org.valen.runtime.policy.JobView;

/**
 * The loop of Algorithms 1 and 2 (Max Util, Preempt Greedy, Preempt Diff; section III-D.3 and
 * III-E), "based on the two-phase concept of the Min-Min heuristic": while a valid assignment is
 * left, the first phase finds for each mappable task its best core — of each cluster, the one the
 * {@link ClusterRule} considers — and the second phase takes the task/core combination of highest
 * value, preempts the core's task if the core is not idle (that task becomes mappable) and assigns
 * the chosen task. An assignment that earns nothing is never made. Ties: {@link Choice#beats}.
 *
 * <p>With the run's {@link org.valen.hc.paper004.rules.TaskIndex} the same choice is found without
 * looking at every task (held equal by {@code ImplementationEquivalenceTest}).
 */
abstract class TwoPhaseRule implements Heuristic, ClusterRule {
  private final String name;
  private final Objective objective;

  TwoPhaseRule(String name, Objective objective) {
    this.name = name;
    this.objective = objective;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final Objective objective() {
    return objective;
  }

  @Override
  public final void map(MappingEvent event) {
    for (Choice best = bothPhases(event); best != null; best = bothPhases(event)) {
      event.apply(best); // preempt the core's task if it is not idle, assign, remove from the mappable tasks
    }
  }

  /** Both phases: the best choice of every mappable task, and the best of those; null if none is valid. */
  private Choice bothPhases(MappingEvent event) {
    if (event.index().isPresent()) {
      return event.index().get().best(event, this);
    }
    Choice best = null;
    for (JobView task : event.mappable()) {
      best = Choice.better(best, phaseOne(event, task));
    }
    return best;
  }

  /** The first phase for {@code task}: on each cluster the core the rule considers, and the best of them. */
  private Choice phaseOne(MappingEvent event, JobView task) {
    boolean canPreempt = event.canPreempt(task);
    Choice best = null;
    for (int k = 0; k < event.clusterCount(); k++) {
      ClusterOption option = option(event, k, canPreempt);
      double taskValue = event.value(task, k);
      if (option == null || !(taskValue > 0)) {
        continue; // no core to consider, or the task would earn nothing there
      }
      double worth = value(taskValue, option);
      if (!Double.isNaN(worth)) {
        best = Choice.better(best,
            Choice.of(task, k, option.victim(), worth, event.now() + event.remainingSeconds(task, k)));
      }
    }
    return best;
  }
}
