package org.valen.hc.paper002.robustness;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.valen.model.exec.DiscretePmf;

/**
 * The tasks assigned to one core in the order of their assignment, Q(i, j, k, t_l) of section 4.2:
 * the executing task first (if any), then the queued ones. The resource manager keeps it from what
 * it assigned and from what the kernel tells it (a task starts, is cancelled at its start, or
 * finishes: "processors report to the resource manager whenever a task completes").
 */
public final class CoreQueue {
  private final ArrayDeque<AssignedTask> tasks = new ArrayDeque<>();
  private AssignedTask running;
  private DiscretePmf runningCompletion;
  private int headChanges;
  private int appended;

  /** Appends a task assigned to this core. */
  public void append(AssignedTask task) {
    tasks.addLast(task);
    appended++;
  }

  /**
   * {@code task} starts at {@code seconds}: the tasks ahead of it have finished (the kernel starts a
   * core's next task when the core is free), and its completion time is its execution time shifted
   * by its start.
   */
  public void started(AssignedTask task, double seconds) {
    dropAhead(task);
    running = task;
    runningCompletion = task.executionPmf().shift(seconds);
    headChanges++;
  }

  /** {@code task} was cancelled at its start: the tasks ahead of it have finished, it leaves. */
  public void cancelled(AssignedTask task) {
    dropAhead(task);
    tasks.pollFirst();
    headChanges++;
  }

  /** {@code task} finished (if it is still here: the next task's start may have told us already). */
  public void finished(AssignedTask task) {
    if (running == task) {
      tasks.pollFirst();
      running = null;
      runningCompletion = null;
      headChanges++;
    }
  }

  private void dropAhead(AssignedTask task) {
    while (!tasks.isEmpty() && tasks.peekFirst() != task) {
      tasks.pollFirst();
    }
    if (tasks.isEmpty()) {
      throw new IllegalStateException("task of job " + task.jobIndex() + " is not in this core's queue");
    }
    if (running != null && running != task) {
      running = null;
      runningCompletion = null;
    }
  }

  /** Tasks assigned and not gone: the executing one and the queued ones. */
  public int size() {
    return tasks.size();
  }

  public boolean isEmpty() {
    return tasks.isEmpty();
  }

  /** The executing task, or null. */
  public AssignedTask running() {
    return running;
  }

  /** The executing task's completion time from its start (not yet conditioned on now), or null. */
  public DiscretePmf runningCompletion() {
    return runningCompletion;
  }

  /** The queued tasks behind the executing one, in order. */
  public Iterable<AssignedTask> queued() {
    return () -> {
      Iterator<AssignedTask> it = tasks.iterator();
      if (running != null && it.hasNext()) {
        it.next();
      }
      return it;
    };
  }

  /**
   * The last {@code n} tasks appended, in order (n at most {@link #size}): since the queue's head last
   * changed, tasks have only been appended behind the others.
   */
  public Iterable<AssignedTask> lastAppended(int n) {
    if (n == 0) {
      return List.of();
    }
    AssignedTask[] last = new AssignedTask[n];
    Iterator<AssignedTask> backwards = tasks.descendingIterator();
    for (int i = n - 1; i >= 0; i--) {
      last[i] = backwards.next();
    }
    return Arrays.asList(last);
  }

  /**
   * Changes whenever a task leaves the queue or starts: with {@link #appended}, what a cache of the
   * queue's completion times is keyed by.
   */
  public int headChanges() {
    return headChanges;
  }

  /** The number of tasks ever appended. */
  public int appended() {
    return appended;
  }
}
