package org.valen.model.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import org.valen.model.job.JobTemplate;

/**
 * CPOP, Critical Path On a Processor (Topcuoglu, Hariri and Wu, IEEE TPDS 13(3), 2002, section
 * 4.2, Fig. 5):
 *
 * <ol>
 *   <li>priority(t) = rank_u(t) + rank_d(t) (Eq. 5–6, mean times and mean communication);
 *   <li>|CP| = the priority of the entry task; the critical path is the entry task, then at each
 *       step the successor whose priority equals |CP|, down to an exit task;
 *   <li>the critical-path processor p_CP is the core that runs the critical path's tasks in the
 *       least total time;
 *   <li>from a queue of ready tasks, take the one of highest priority: a critical-path task goes to
 *       p_CP, any other to the core of its earliest finish time (insertion-based, as HEFT).
 * </ol>
 *
 * Choices where the paper assumes one entry and exit task: with several entries the critical path
 * starts at the entry of highest priority (every task on a longest path has priority |CP|); where
 * several successors have priority |CP| (within 1e-9 relative, for rounding) the smaller index goes
 * on. Ties: equal priorities in the smaller task index, equal finish times and equal p_CP totals to
 * the lower core.
 */
public final class Cpop implements ListScheduler {

  @Override
  public String name() {
    return "CPOP";
  }

  @Override
  public ListSchedule schedule(SchedulingInstance instance) {
    JobTemplate job = instance.job();
    double[] upward = instance.upwardRanks();
    double[] downward = instance.downwardRanks();
    int n = job.taskCount();
    double[] priority = new double[n];
    for (int t = 0; t < n; t++) {
      priority[t] = upward[t] + downward[t];
    }
    boolean[] onCriticalPath = criticalPath(job, priority);
    int criticalCore = criticalPathProcessor(instance, onCriticalPath);

    PartialSchedule schedule = new PartialSchedule(instance);
    PriorityQueue<Integer> ready = new PriorityQueue<>((a, b) -> priority[a] != priority[b]
        ? Double.compare(priority[b], priority[a]) : Integer.compare(a, b));
    int[] waiting = new int[n];
    for (int t = 0; t < n; t++) {
      waiting[t] = job.predecessorCount(t);
      if (waiting[t] == 0) {
        ready.add(t);
      }
    }
    while (!ready.isEmpty()) {
      int t = ready.remove();
      schedule.place(t, onCriticalPath[t] ? criticalCore : schedule.earliestFinishCore(t));
      for (int k = 0; k < job.successorCount(t); k++) {
        int s = job.successor(t, k);
        if (--waiting[s] == 0) {
          ready.add(s);
        }
      }
    }
    return schedule.result();
  }

  /** SET_CP: from the entry task of highest priority, successors of priority |CP| to an exit task. */
  static boolean[] criticalPath(JobTemplate job, double[] priority) {
    int n = job.taskCount();
    int task = -1;
    for (int t = 0; t < n; t++) {
      if (job.predecessorCount(t) == 0 && (task < 0 || priority[t] > priority[task])) {
        task = t;
      }
    }
    double cp = priority[task];
    double tolerance = 1e-9 * Math.max(1, Math.abs(cp));
    boolean[] on = new boolean[n];
    on[task] = true;
    while (job.successorCount(task) > 0) {
      List<Integer> next = new ArrayList<>();
      int best = job.successor(task, 0);
      for (int k = 0; k < job.successorCount(task); k++) {
        int s = job.successor(task, k);
        if (Math.abs(priority[s] - cp) <= tolerance) {
          next.add(s);
        }
        if (priority[s] > priority[best] || (priority[s] == priority[best] && s < best)) {
          best = s;
        }
      }
      task = next.isEmpty() ? best : next.stream().min(Integer::compare).orElseThrow();
      on[task] = true;
    }
    return on;
  }

  /** p_CP: the core minimizing the total time of the critical path's tasks; ties to the lower core. */
  private static int criticalPathProcessor(SchedulingInstance instance, boolean[] onCriticalPath) {
    int best = 0;
    double bestTotal = Double.POSITIVE_INFINITY;
    for (int c = 0; c < instance.coreCount(); c++) {
      double total = 0;
      for (int t = 0; t < onCriticalPath.length; t++) {
        total += onCriticalPath[t] ? instance.seconds(t, c) : 0;
      }
      if (total < bestTotal) {
        bestTotal = total;
        best = c;
      }
    }
    return best;
  }
}
