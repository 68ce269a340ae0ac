package org.valen.model.trials.paper004.system;

import java.util.List;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/**
 * One generated system of paper 004 (section II-A, IV-B): heterogeneous clusters of identical
 * cores. A cluster is a core type of the {@link Platform} with its nodes; a task type is a one-task
 * template of the {@link Catalogue}, whose {@link MatrixModel} holds the ETC matrix (one P-state:
 * the paper has no DVFS).
 *
 * @param seed the seed it was generated from
 * @param parameters what it was generated with
 * @param platform the clusters, as core types and their nodes
 * @param catalogue one template per task type, with the ETC matrix
 * @param critical for each task type (catalogue order), whether it is critical
 * @param meanSeconds for each task type, its mean execution time over the clusters (the width of
 *     the step and the flat start of the decaying utility classes)
 */
public record ClusterSystem(long seed, ClusterParameters parameters, Platform platform, Catalogue catalogue,
    List<Boolean> critical, List<Double> meanSeconds) {

  public ClusterSystem {
    critical = List.copyOf(critical);
    meanSeconds = List.copyOf(meanSeconds);
  }

  /** The ETC matrix. */
  public MatrixModel matrix() {
    return (MatrixModel) catalogue.executionModel();
  }

  /** The ETC of task type {@code type} on cluster {@code cluster} (indexes), in seconds. */
  public double etcSeconds(int type, int cluster) {
    return matrix().timeSeconds(type, cluster, 0);
  }

  /** The smallest ETC of task type {@code type} over the clusters: a task's time on its fastest cluster. */
  public double fastestSeconds(int type) {
    double best = Double.POSITIVE_INFINITY;
    for (int k = 0; k < platform.coreTypes().size(); k++) {
      best = Math.min(best, etcSeconds(type, k));
    }
    return best;
  }
}
