package org.valen.hc.paper004.rules;

/**
 * A core of a cluster that a first phase considers: an idle core, or the core executing {@code
 * victim}.
 *
 * @param cluster the cluster
 * @param victim the preemptible task the core executes; null for an idle core
 */
public record ClusterOption(int cluster, RunningTask victim) {

  public static ClusterOption idle(int cluster) {
    return new ClusterOption(cluster, null);
  }

  /** The core of {@code victim}; null if there is no such task. */
  public static ClusterOption preempting(RunningTask victim) {
    return victim == null ? null : new ClusterOption(victim.cluster(), victim);
  }

  public boolean isIdleCore() {
    return victim == null;
  }
}
