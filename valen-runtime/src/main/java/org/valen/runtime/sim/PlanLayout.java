package org.valen.runtime.sim;

import org.valen.runtime.policy.Plan;

/**
 * Which tasks of a plan each of its cores runs, and in what sequence: the one layout the kernel
 * runs a plan by ({@link TaskRunner}) and measures its expected progress by ({@link
 * ExpectedSchedule}), so that the two cannot disagree.
 */
final class PlanLayout {
  private PlanLayout() {}

  /**
   * The tasks of every plan core, each core's in the sequence they run: the plan's task order (a
   * profile's order) filtered to the core, or the schedule decoder's priority order (upward rank)
   * for a plan without one.
   */
  static int[][] tasksPerCore(Plan plan, TemplateOnCoreType fit) {
    int[] order = plan.hasTaskOrder() ? plan.taskOrderView() : fit.priorityOrder();
    int slots = plan.usedCores();
    if (slots == 1) { // every task on one core: the order itself (never written)
      return new int[][] {order};
    }
    int[] counts = new int[slots];
    for (int t = 0; t < plan.taskCount(); t++) {
      counts[plan.coreOf(t)]++;
    }
    int[][] tasks = new int[slots][];
    for (int s = 0; s < slots; s++) {
      tasks[s] = new int[counts[s]];
    }
    int[] fill = new int[slots];
    for (int t : order) {
      int s = plan.coreOf(t);
      tasks[s][fill[s]++] = t;
    }
    return tasks;
  }
}
