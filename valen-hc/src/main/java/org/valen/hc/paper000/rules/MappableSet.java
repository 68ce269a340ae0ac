package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.runtime.policy.JobView;

/**
 * The mappable tasks set of paper 000 (section III-A): the jobs a mapping event may map — those
 * that arrived, and in the queued environment those taken back from the virtual queues — until
 * they are dropped or handed to the kernel.
 *
 * <p>The set keeps its jobs in the order of a pool: a job that joins goes to the end; a job that
 * leaves is replaced by the last one. Only Random sees this order (it draws a position in it).
 */
final class MappableSet {
  /** Told of every job that joins or leaves the set (the indexed implementation's {@link OfferIndex}). */
  interface Listener {
    Listener NONE = new Listener() {};

    default void added(JobView job) {}

    default void removed(JobView job) {}
  }

  private final List<JobView> jobs = new ArrayList<>();
  /** Position of each job in {@link #jobs}, by job index. */
  private final Map<Integer, Integer> positions = new HashMap<>();
  private final Listener listener;

  MappableSet(Listener listener) {
    this.listener = listener;
  }

  void add(JobView job) {
    if (positions.putIfAbsent(job.index(), jobs.size()) != null) {
      throw new IllegalStateException("job " + job.id() + " is mappable already");
    }
    jobs.add(job);
    listener.added(job);
  }

  void remove(JobView job) {
    Integer at = positions.remove(job.index());
    if (at == null) {
      throw new IllegalStateException("job " + job.id() + " is not mappable");
    }
    JobView last = jobs.remove(jobs.size() - 1);
    if (last != job) {
      jobs.set(at, last);
      positions.put(last.index(), at);
    }
    listener.removed(job);
  }

  boolean contains(JobView job) {
    return positions.containsKey(job.index());
  }

  /** The jobs in the set's order: a copy. */
  List<JobView> jobs() {
    return new ArrayList<>(jobs);
  }

  int size() {
    return jobs.size();
  }
}
