package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The jobs that wait for cores, in arrival (index) order, with cheap removal: a removed job stays
 * in the array as garbage until a compaction, so that taking a job out costs O(1) and a policy
 * that drops or places a few jobs of a long queue does not pay for the whole queue each time.
 * A job is live exactly when its state is {@link JobRun.State#WAITING}; the caller changes the
 * state and then tells the list, which keeps the same fact by job index, beside the jobs' indices
 * in list order: searches and compactions read these two small arrays, never the jobs themselves.
 */
final class WaitingList {
  private JobRun[] jobs = new JobRun[64];
  /** {@code jobs[p].index()}, side by side. */
  private int[] indexAt = new int[64];
  private int size;
  private int live;
  /** Whether the job of each index waits (its state is WAITING), as the list was told. */
  private boolean[] waits = new boolean[64];

  /** Appends a job that has just arrived (indices of arrivals increase). */
  void arrived(JobRun job) {
    insertAt(size, job);
    mark(job.index());
  }

  /** A live job has left (its state is no longer WAITING). */
  void left(JobRun job) {
    waits[job.index()] = false;
    live--;
    if (size - live > Math.max(16, live)) {
      compact();
    }
  }

  /** A job that had left waits again (its state is WAITING again): it takes back its place. */
  void returned(JobRun job) {
    int at = search(job.index());
    if (at < 0) {
      insertAt(-at - 1, job);
    }
    mark(job.index());
  }

  boolean isEmpty() {
    return live == 0;
  }

  /** The live jobs in index order. */
  List<JobRun> copy() {
    List<JobRun> out = new ArrayList<>(live);
    for (int p = 0; p < size; p++) {
      if (waits[indexAt[p]]) {
        out.add(jobs[p]);
      }
    }
    return out;
  }

  /** The live job with the smallest index above {@code index}, or null: walks the list without copying it. */
  JobRun firstAfter(int index) {
    int at = search(index + 1);
    for (int p = at < 0 ? -at - 1 : at; p < size; p++) {
      if (waits[indexAt[p]]) {
        return jobs[p];
      }
    }
    return null;
  }

  /** Number of live jobs. */
  int size() {
    return live;
  }

  /** The job of {@code index} waits (again). */
  private void mark(int index) {
    if (index >= waits.length) {
      waits = Arrays.copyOf(waits, Math.max(index + 1, waits.length * 2));
    }
    waits[index] = true;
    live++;
  }

  private void insertAt(int at, JobRun job) {
    if (size == jobs.length) {
      jobs = Arrays.copyOf(jobs, size * 2);
      indexAt = Arrays.copyOf(indexAt, size * 2);
    }
    System.arraycopy(jobs, at, jobs, at + 1, size - at);
    System.arraycopy(indexAt, at, indexAt, at + 1, size - at);
    jobs[at] = job;
    indexAt[at] = job.index();
    size++;
  }

  /** Position of the entry with {@code index}, or {@code -(insertion point) - 1}. */
  private int search(int index) {
    return Arrays.binarySearch(indexAt, 0, size, index);
  }

  private void compact() {
    int kept = 0;
    for (int p = 0; p < size; p++) {
      if (waits[indexAt[p]]) {
        jobs[kept] = jobs[p];
        indexAt[kept] = indexAt[p];
        kept++;
      }
    }
    Arrays.fill(jobs, kept, size, null);
    size = kept;
  }
}
