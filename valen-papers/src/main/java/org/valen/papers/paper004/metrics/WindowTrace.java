package org.valen.papers.paper004.metrics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.job.Arrival;
import org.valen.runtime.sim.Trace;

/**
 * Watches a run for paper 004's utility per interval (section II-E): for each arrival, how long its
 * task executed in all, and how long of that inside the window [start, end). A preempted task's
 * pieces add up; an unfinished piece at the stop time is not counted (such a task earns nothing).
 */
public final class WindowTrace implements Trace {
  private final double start;
  private final double end;
  private final Map<String, Integer> index = new HashMap<>();
  private final double[] executed;
  private final double[] inside;

  /** A trace of the arrivals of {@code arrivals} (in workload order) for the window [start, end). */
  public WindowTrace(List<Arrival> arrivals, double startSeconds, double endSeconds) {
    if (!(endSeconds > startSeconds)) {
      throw new IllegalArgumentException("the window must end after it starts: [" + startSeconds + ", " + endSeconds + ")");
    }
    this.start = startSeconds;
    this.end = endSeconds;
    for (int a = 0; a < arrivals.size(); a++) {
      index.put(arrivals.get(a).id(), a);
    }
    this.executed = new double[arrivals.size()];
    this.inside = new double[arrivals.size()];
  }

  @Override
  public void taskRan(String jobId, int task, int core, int level, double startSeconds, double endSeconds,
      boolean finished) {
    int a = index.get(jobId);
    executed[a] += endSeconds - startSeconds;
    inside[a] += Math.max(0, Math.min(end, endSeconds) - Math.max(start, startSeconds));
  }

  public double startSeconds() {
    return start;
  }

  public double endSeconds() {
    return end;
  }

  /** Seconds arrival {@code a} executed, in all pieces. */
  public double executedSeconds(int a) {
    return executed[a];
  }

  /** The share of arrival {@code a}'s execution inside the window; 0 if it never executed. */
  public double shareInside(int a) {
    return executed[a] == 0 ? 0 : inside[a] / executed[a];
  }
}
