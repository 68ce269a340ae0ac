package org.valen.model.trials.paper004.system;

import org.valen.model.Check;

/**
 * How paper 004's systems are generated (section IV-B and the ETC part of IV-C). The paper gives
 * five clusters of 160 cores on average, critical tasks of 10 minutes and non-critical ones of 50
 * on average, and the COV parameters; the rest is ours, written beside each field.
 *
 * @param clusters number of clusters (paper: five; its text also speaks of "three clusters" and
 *     "the other two" when it builds the heterogeneity, left over from its Table I example: we read
 *     five, and every cluster but the first as "the others")
 * @param coresPerNode cores of every node (ours: 16); a cluster is nodes of one core type, and a
 *     preempted task resumes on any core of any node of its cluster
 * @param minNodesPerCluster fewest nodes of a cluster (ours: 7)
 * @param maxNodesPerCluster most nodes of a cluster (ours: 13); each cluster's node count is uniform
 *     in between, so 10 × 16 = 160 cores on average, the paper's "average of 160 cores each"
 * @param taskTypes number of task types (ours: 100; the paper does not say)
 * @param criticalTypes how many of them are critical: 20, so that with every type equally frequent
 *     20 % of the tasks are critical (the paper: "20 % of tasks are critical tasks")
 * @param criticalMeanSeconds mean execution time of a critical task type (paper: 10 minutes; 10, 30
 *     or 50 in Fig. 6)
 * @param nonCriticalMeanSeconds mean execution time of a non-critical task type (paper: 50 minutes)
 * @param baseCov COV of the gamma distribution of a task type's time on the first cluster (paper: 0.1)
 * @param clusterCov COV of the gamma distribution, around that time, of its time on each other
 *     cluster (paper: 0.3, after the COV method of its ref. [2]), which makes the heterogeneity
 *     inconsistent: no cluster is the fastest for every task type
 */
public record ClusterParameters(int clusters, int coresPerNode, int minNodesPerCluster, int maxNodesPerCluster,
    int taskTypes, int criticalTypes, double criticalMeanSeconds, double nonCriticalMeanSeconds, double baseCov,
    double clusterCov) {

  public ClusterParameters {
    Check.atLeast(clusters, 1, "clusters");
    Check.atLeast(coresPerNode, 1, "coresPerNode");
    Check.atLeast(minNodesPerCluster, 1, "minNodesPerCluster");
    Check.atLeast(maxNodesPerCluster, minNodesPerCluster, "maxNodesPerCluster");
    Check.atLeast(taskTypes, 1, "taskTypes");
    Check.inRange(criticalTypes, 0, taskTypes, "criticalTypes");
    Check.positive(criticalMeanSeconds, "criticalMeanSeconds");
    Check.positive(nonCriticalMeanSeconds, "nonCriticalMeanSeconds");
    Check.positive(baseCov, "baseCov");
    Check.positive(clusterCov, "clusterCov");
  }

  /** The paper's setting with our choices for what it leaves open. */
  public static ClusterParameters paper004() {
    return new ClusterParameters(5, 16, 7, 13, 100, 20, 600, 3000, 0.1, 0.3);
  }

  /** The same with critical task types of mean {@code seconds} (Fig. 6: 10, 30 or 50 minutes). */
  public ClusterParameters withCriticalMeanSeconds(double seconds) {
    return new ClusterParameters(clusters, coresPerNode, minNodesPerCluster, maxNodesPerCluster, taskTypes,
        criticalTypes, seconds, nonCriticalMeanSeconds, baseCov, clusterCov);
  }

  /** The same with clusters of {@code minNodes} … {@code maxNodes} nodes of {@code cores} cores. */
  public ClusterParameters withNodes(int cores, int minNodes, int maxNodes) {
    return new ClusterParameters(clusters, cores, minNodes, maxNodes, taskTypes, criticalTypes, criticalMeanSeconds,
        nonCriticalMeanSeconds, baseCov, clusterCov);
  }

  /** The same with {@code n} clusters. */
  public ClusterParameters withClusters(int n) {
    return new ClusterParameters(n, coresPerNode, minNodesPerCluster, maxNodesPerCluster, taskTypes, criticalTypes,
        criticalMeanSeconds, nonCriticalMeanSeconds, baseCov, clusterCov);
  }

  /** The same with {@code types} task types, {@code critical} of them critical. */
  public ClusterParameters withTaskTypes(int types, int critical) {
    return new ClusterParameters(clusters, coresPerNode, minNodesPerCluster, maxNodesPerCluster, types, critical,
        criticalMeanSeconds, nonCriticalMeanSeconds, baseCov, clusterCov);
  }
}
