package org.valen.hc.paper004.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.valen.runtime.policy.JobView;

/**
 * The set of mappable tasks (section III-A): "all tasks that have arrived in the system excluding
 * the tasks that have completed execution and that are currently executing" — arrived tasks not
 * yet assigned, and preempted ones, until they are assigned or dropped. Kept in arrival order
 * (the job index); its {@link Listener}s (the indexes of the fast implementation) are told of
 * every change.
 */
public final class MappableTasks {
  /** Told of every task that joins or leaves the set. */
  public interface Listener {
    void added(JobView job);

    void removed(JobView job);
  }

  private final TreeMap<Integer, JobView> jobs = new TreeMap<>();
  private final List<Listener> listeners = new ArrayList<>();

  /** Tells {@code listener} of every change from now on (register it before the first task). */
  public void listen(Listener listener) {
    listeners.add(listener);
  }

  public void add(JobView job) {
    if (jobs.putIfAbsent(job.index(), job) != null) {
      throw new IllegalStateException("job " + job.id() + " is mappable already");
    }
    for (Listener l : listeners) {
      l.added(job);
    }
  }

  public void remove(JobView job) {
    if (jobs.remove(job.index()) == null) {
      throw new IllegalStateException("job " + job.id() + " is not mappable");
    }
    for (Listener l : listeners) {
      l.removed(job);
    }
  }

  /** The tasks in arrival order: a copy. */
  public List<JobView> inArrivalOrder() {
    return new ArrayList<>(jobs.values());
  }

  /** The first task after job index {@code index} in arrival order; null if none. */
  public JobView after(int index) {
    var next = jobs.higherEntry(index);
    return next == null ? null : next.getValue();
  }
}
