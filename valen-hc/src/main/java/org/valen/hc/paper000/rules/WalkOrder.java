package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.valen.runtime.policy.JobView;

/**
 * The mappable jobs in one of the FCFS family's orders, for {@link FirstFitWalk}: two arrays side by
 * side, the jobs and their templates, read in turn, so that passing over a job whose template has no
 * choice reads two numbers and follows no reference. A job that joins waits in a list of arrivals
 * until the next {@link #settle}, which puts each in its place (found by binary search) in one copy
 * of the arrays; a job that leaves stays until {@link #settle} is asked to remove those that left.
 * The order holds a job once: one that leaves and joins again before it is removed keeps its place.
 */
final class WalkOrder {
  private final Comparator<JobView> by;
  private JobView[] jobs = new JobView[16];
  private int[] templates = new int[16];
  private int size;
  /** The arrays that {@link #merge} writes into next (then swapped with the two above). */
  private JobView[] spareJobs = new JobView[0];
  private int[] spareTemplates = new int[0];
  private final List<JobView> joining = new ArrayList<>();
  private int[] joiningTemplates = new int[16];
  /** By job index: whether the job is in the arrays or joining. */
  private final BitSet held = new BitSet();

  WalkOrder(Comparator<JobView> by) {
    this.by = by;
  }

  /** Job {@code job} of template {@code template} joins (nothing if the order holds it already). */
  void add(JobView job, int template) {
    if (!held.get(job.index())) {
      held.set(job.index());
      if (joining.size() == joiningTemplates.length) {
        joiningTemplates = Arrays.copyOf(joiningTemplates, 2 * joining.size());
      }
      joiningTemplates[joining.size()] = template;
      joining.add(job);
    }
  }

  /** Puts the jobs that joined in their places and, if {@code purge}, removes those for which {@code left} holds. */
  void settle(boolean purge, Predicate<JobView> left) {
    if (!joining.isEmpty()) {
      merge();
    }
    if (purge) {
      int kept = 0;
      for (int i = 0; i < size; i++) {
        if (left.test(jobs[i])) {
          held.clear(jobs[i].index());
        } else {
          jobs[kept] = jobs[i];
          templates[kept++] = templates[i];
        }
      }
      Arrays.fill(jobs, kept, size, null);
      size = kept;
    }
  }

  /** The joining jobs in order, each after the held ones it does not come before, in one pass. */
  private void merge() {
    Integer[] order = new Integer[joining.size()];
    Arrays.setAll(order, k -> k);
    Arrays.sort(order, (a, b) -> by.compare(joining.get(a), joining.get(b)));
    int n = size + order.length;
    if (spareJobs.length < n) {
      spareJobs = new JobView[Math.max(16, Integer.highestOneBit(n) * 2)];
      spareTemplates = new int[spareJobs.length];
    }
    JobView[] newJobs = spareJobs;
    int[] newTemplates = spareTemplates;
    int from = 0;
    int to = 0;
    for (int k : order) {
      int at = placeOf(joining.get(k), from);
      System.arraycopy(jobs, from, newJobs, to, at - from);
      System.arraycopy(templates, from, newTemplates, to, at - from);
      to += at - from;
      from = at;
      newJobs[to] = joining.get(k);
      newTemplates[to++] = joiningTemplates[k];
    }
    System.arraycopy(jobs, from, newJobs, to, size - from);
    System.arraycopy(templates, from, newTemplates, to, size - from);
    Arrays.fill(jobs, 0, size, null);
    spareJobs = jobs;
    spareTemplates = templates;
    jobs = newJobs;
    templates = newTemplates;
    size = n;
    joining.clear();
  }

  /** The first position at or after {@code from} whose job comes after {@code job}. */
  private int placeOf(JobView job, int from) {
    if (from == size || by.compare(jobs[from], job) > 0) {
      return from; // as LCFS's arrivals are
    } else if (by.compare(jobs[size - 1], job) <= 0) {
      return size; // as FCFS's are
    }
    int lo = from + 1;
    int hi = size - 1;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (by.compare(jobs[mid], job) <= 0) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** How many jobs the arrays hold (some may have left). */
  int size() {
    return size;
  }

  JobView job(int i) {
    return jobs[i];
  }

  int template(int i) {
    return templates[i];
  }
}
