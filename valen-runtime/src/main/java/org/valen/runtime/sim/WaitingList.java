package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * The jobs that wait for cores, in arrival (index) order, with cheap removal: a removed job stays
 * in the array as garbage until a compaction, so that taking a job out costs O(1) and a policy
 * that drops or places a few jobs of a long queue does not pay for the whole queue each time.
 * A job is live exactly when its state is {@link JobRun.State#WAITING}; the caller changes the
 * state and then tells the list.
 */
final class WaitingList {
  private final ArrayList<JobRun> jobs = new ArrayList<>();
  private int live;

  /** Appends a job that has just arrived (indices of arrivals increase). */
  void arrived(JobRun job) {
    jobs.add(job);
    live++;
  }

  /** A live job has left (its state is no longer WAITING). */
  void left() {
    live--;
    if (jobs.size() - live > Math.max(16, live)) {
      compact();
    }
  }

  /** A job that had left waits again (its state is WAITING again): it takes back its place. */
  void returned(JobRun job) {
    int at = search(job.index());
    if (at < 0) {
      jobs.add(-at - 1, job);
    }
    live++;
  }

  boolean isEmpty() {
    return live == 0;
  }

  /** The live jobs in index order. */
  List<JobRun> copy() {
    return copyFrom(0);
  }

  /**
   * The live jobs whose index is above {@code index}, in index order. Found from the end, as the
   * jobs a policy has not seen yet are the latest arrivals: the walk touches only them.
   */
  List<JobRun> copyAfter(int index) {
    int from = jobs.size();
    while (from > 0 && jobs.get(from - 1).index() > index) {
      from--;
    }
    return copyFrom(from);
  }

  private List<JobRun> copyFrom(int from) {
    List<JobRun> out = new ArrayList<>(Math.min(live, jobs.size() - from));
    for (int i = from; i < jobs.size(); i++) {
      JobRun job = jobs.get(i);
      if (job.state == JobRun.State.WAITING) {
        out.add(job);
      }
    }
    return out;
  }

  /** Position of the entry with {@code index}, or {@code -(insertion point) - 1}. */
  private int search(int index) {
    int low = 0;
    int high = jobs.size() - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      int at = jobs.get(mid).index();
      if (at < index) {
        low = mid + 1;
      } else if (at > index) {
        high = mid - 1;
      } else {
        return mid;
      }
    }
    return -(low + 1);
  }

  private void compact() {
    jobs.removeIf(job -> job.state != JobRun.State.WAITING);
  }
}
