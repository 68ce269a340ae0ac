package org.valen.hc.paper004.rules;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.runtime.offers.RunPlans;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Paper 004's clusters on valen's platform: a cluster is a core type (an index in the platform's
 * core types) with the nodes of that type, and a task's plan on a cluster is the fastest one-core
 * plan the run's offers give there — on paper 004's systems the task's one ETC entry; on a system
 * with P-states (paper 000's) the fastest P-state, which maximizes both Util and UPT, as utility
 * never rises with the completion time; for a DAG job, its tasks one after the other on one core. Read once per template and cluster from the same {@link
 * RunPlans} as the kernel's offers.
 */
public final class ClusterPlans {
  private final RunPlans plans;
  private final Platform platform;
  private final int[][] nodesOfCluster;
  private final int[] clusterOfNode;
  private final Map<JobTemplate, Plan[]> fastest = new IdentityHashMap<>();

  public ClusterPlans(Platform platform, Catalogue catalogue, Optional<ProfileBook> profiles) {
    this.platform = platform;
    this.plans = new RunPlans(platform, catalogue, profiles);
    this.clusterOfNode = new int[platform.nodes().size()];
    for (int n = 0; n < clusterOfNode.length; n++) {
      clusterOfNode[n] = platform.coreTypes().indexOf(platform.coreTypeOf(platform.nodes().get(n)));
    }
    this.nodesOfCluster = new int[platform.coreTypes().size()][];
    for (int k = 0; k < nodesOfCluster.length; k++) {
      int cluster = k;
      nodesOfCluster[k] = IntStream.range(0, clusterOfNode.length).filter(n -> clusterOfNode[n] == cluster).toArray();
    }
  }

  /** Number of clusters: the platform's core types (a type without nodes has no cores). */
  public int clusterCount() {
    return nodesOfCluster.length;
  }

  /** The nodes of cluster {@code k}, by index (do not modify). */
  public int[] nodes(int k) {
    return nodesOfCluster[k];
  }

  /** The cluster of node {@code node}. */
  public int clusterOfNode(int node) {
    return clusterOfNode[node];
  }

  /** The fastest one-core plan of {@code template} on cluster {@code k}; null if it cannot run there or the cluster has no nodes. */
  public Plan plan(JobTemplate template, int k) {
    Plan[] of = fastest.get(template); // get, then put: no method reference made per call
    if (of == null) {
      of = read(template);
      fastest.put(template, of);
    }
    return of[k];
  }

  /**
   * The RET of waiting {@code task} on cluster {@code k} (section III-D.2): its ETC there (its plan's
   * time) × the share of its work not done (the ETC for a task that never ran); +∞ if it cannot run
   * there, or if it was preempted on another cluster (it resumes on its own only).
   */
  public double remainingSeconds(JobView task, int k) {
    if (task.resumeCoreType() >= 0 && task.resumeCoreType() != k) {
      return Double.POSITIVE_INFINITY;
    }
    Plan p = plan(task.template(), k);
    return p == null ? Double.POSITIVE_INFINITY : p.expectedResponseSeconds() * (1 - task.doneWorkFraction());
  }

  private Plan[] read(JobTemplate template) {
    Plan[] out = new Plan[nodesOfCluster.length];
    for (int k = 0; k < out.length; k++) {
      if (nodesOfCluster[k].length == 0) {
        continue;
      }
      for (Plan p : plans.plans(template, platform.coreTypes().get(k), 1)) {
        if (p.usedCores() == 1 && (out[k] == null || p.expectedResponseSeconds() < out[k].expectedResponseSeconds())) {
          out[k] = p;
        }
      }
    }
    return out;
  }
}
