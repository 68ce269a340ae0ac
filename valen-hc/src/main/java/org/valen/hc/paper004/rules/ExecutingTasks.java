package org.valen.hc.paper004.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.valen.runtime.policy.JobView;

/**
 * The tasks the resource manager has assigned and that have not finished, been preempted or been
 * dropped, by cluster, in the order they started ("the resource manager has complete information
 * about the tasks that are currently executing", section II-E). Kept by the resource manager
 * itself — the kernel tells it of each finish — so that a mapping event looks at one cluster's
 * tasks without walking all of them.
 */
final class ExecutingTasks {
  private final List<Map<Integer, Executing>> byCluster = new ArrayList<>();

  /**
   * One executing task: its job, cluster and node, and — asked for when it runs on — its estimated
   * completion, fixed when it started (section II-E), with the utility it earns then.
   */
  static final class Executing {
    private final JobView job;
    private final int node;
    private double completionSeconds = Double.NaN;
    private double utilityAtCompletion;

    Executing(JobView job, int node) {
      this.job = job;
      this.node = node;
    }

    JobView job() {
      return job;
    }

    int node() {
      return node;
    }

    /** The start of its current run plus its RET then. */
    double completionSeconds() {
      if (Double.isNaN(completionSeconds)) {
        completionSeconds = job.planStartSeconds()
            + job.plan().expectedResponseSeconds() * (1 - job.doneWorkFractionAtPlanStart());
        utilityAtCompletion = job.valueIfCompletedAt(completionSeconds);
      }
      return completionSeconds;
    }

    /** The utility it earns if it completes at {@code seconds}: computed once for its completion. */
    double utilityIfCompletedAt(double seconds) {
      return seconds == completionSeconds() ? utilityAtCompletion : job.valueIfCompletedAt(seconds);
    }
  }

  ExecutingTasks(int clusters) {
    for (int k = 0; k < clusters; k++) {
      byCluster.add(new LinkedHashMap<>());
    }
  }

  void started(JobView job, int cluster, int node) {
    if (byCluster.get(cluster).put(job.index(), new Executing(job, node)) != null) {
      throw new IllegalStateException("job " + job.id() + " is executing already");
    }
  }

  /** The job stopped executing: finished, preempted or dropped. */
  void stopped(JobView job, int cluster) {
    byCluster.get(cluster).remove(job.index());
  }

  /** The executing tasks of cluster {@code k}, in the order they started (do not modify). */
  Iterable<Executing> of(int k) {
    return byCluster.get(k).values();
  }
}
