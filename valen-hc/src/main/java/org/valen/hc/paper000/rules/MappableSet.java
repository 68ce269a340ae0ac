package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
  /** Position of each job in {@link #jobs}, by job index (job indexes are dense); −1 if not in the set. */
  private int[] positions = new int[0];
  private final Listener listener;

  MappableSet(Listener listener) {
    this.listener = listener;
  }

  void add(JobView job) {
    int i = job.index();
    if (i >= positions.length) {
      int old = positions.length;
      positions = Arrays.copyOf(positions, Math.max(i + 1, 2 * old));
      Arrays.fill(positions, old, positions.length, -1);
    }
    if (positions[i] >= 0) {
      throw new IllegalStateException("job " + job.id() + " is mappable already");
    }
    positions[i] = jobs.size();
    jobs.add(job);
    listener.added(job);
  }

  void remove(JobView job) {
    if (!contains(job)) {
      throw new IllegalStateException("job " + job.id() + " is not mappable");
    }
    int at = positions[job.index()];
    positions[job.index()] = -1;
    JobView last = jobs.remove(jobs.size() - 1);
    if (last != job) {
      jobs.set(at, last);
      positions[last.index()] = at;
    }
    listener.removed(job);
  }

  boolean contains(JobView job) {
    return job.index() < positions.length && positions[job.index()] >= 0;
  }

  /** The jobs in the set's order: a copy. */
  List<JobView> jobs() {
    return new ArrayList<>(jobs);
  }

  int size() {
    return jobs.size();
  }
}
