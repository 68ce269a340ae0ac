package org.valen.model.trials.paper004.system;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper000.system.Gammas;
import org.valen.model.value.StepCurve;

/**
 * Generates paper 004's systems (sections II-A, IV-B, IV-C).
 *
 * <ol>
 *   <li>Clusters {@code cluster1 … clusterN}: each a core type of one P-state and a uniformly drawn
 *       number of nodes of {@code coresPerNode} cores, numbered cluster by cluster.
 *   <li>Task types: the critical ones first ({@code crit01 …}), then the non-critical ones ({@code
 *       norm01 …}).
 *   <li>ETC: a task type's time on the first cluster is gamma(mean of its kind, base COV 0.1); its
 *       time on each other cluster is gamma(that time, cluster COV 0.3), drawn independently, so the
 *       heterogeneity is inconsistent (the COV method of the paper's ref. [2]).
 * </ol>
 *
 * The paper has no energy: every task draws a nominal 100 W, and cores no static or idle power.
 */
public final class ClusterSystemGenerator {
  /** The random stream of the system within a trial's seed. */
  public static final long STREAM = 1;
  /** The nominal power of every task (the paper models no energy). */
  public static final double NOMINAL_WATTS = 100;

  private ClusterSystemGenerator() {}

  public static ClusterSystem generate(ClusterParameters p, long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, STREAM);
    int clusters = p.clusters();
    int[] nodes = new int[clusters];
    for (int k = 0; k < clusters; k++) {
      nodes[k] = p.minNodesPerCluster() + rng.nextInt(p.maxNodesPerCluster() - p.minNodesPerCluster() + 1);
    }
    List<Boolean> critical = new ArrayList<>();
    double[][] etc = new double[p.taskTypes()][clusters];
    for (int i = 0; i < p.taskTypes(); i++) {
      boolean crit = i < p.criticalTypes();
      critical.add(crit);
      double base = Gammas.sample(rng, crit ? p.criticalMeanSeconds() : p.nonCriticalMeanSeconds(), p.baseCov());
      for (int k = 0; k < clusters; k++) {
        etc[i][k] = k == 0 ? base : Gammas.sample(rng, base, p.clusterCov());
      }
    }
    return build(p, seed, nodes, critical, etc);
  }

  /**
   * The system of the given numbers: {@code nodes[k]} nodes of {@code p.coresPerNode()} cores in
   * cluster k; task type i critical if {@code critical.get(i)} (the critical ones must come first,
   * {@code p.criticalTypes()} of them) with execution time {@code etcSeconds[i][k]} on cluster k.
   */
  public static ClusterSystem build(ClusterParameters p, long seed, int[] nodes, List<Boolean> critical,
      double[][] etcSeconds) {
    int clusters = nodes.length;
    List<String> clusterIds = new ArrayList<>();
    for (int k = 0; k < clusters; k++) {
      clusterIds.add("cluster" + (k + 1));
    }
    List<String> typeIds = new ArrayList<>();
    for (int i = 0; i < critical.size(); i++) {
      typeIds.add(typeId(i, p.criticalTypes()));
    }
    double[][][] time = new double[typeIds.size()][clusters][1];
    double[][][] power = new double[typeIds.size()][clusters][1];
    List<Double> means = new ArrayList<>();
    for (int i = 0; i < typeIds.size(); i++) {
      double sum = 0;
      for (int k = 0; k < clusters; k++) {
        time[i][k][0] = etcSeconds[i][k];
        power[i][k][0] = NOMINAL_WATTS;
        sum += etcSeconds[i][k];
      }
      means.add(sum / clusters);
    }
    MatrixModel etc = new MatrixModel(typeIds, clusterIds, time, power);
    List<JobTemplate> templates = new ArrayList<>();
    for (int i = 0; i < typeIds.size(); i++) {
      templates.add(JobTemplate.builder(typeIds.get(i)).task("t", typeIds.get(i), means.get(i))
          .valueCurve(StepCurve.hardDeadline(critical.get(i) ? 8 : 1, 86_400)).build());
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("parameters", p.toString());
    String name = "paper004-system-" + seed;
    Catalogue catalogue = new Catalogue(name, Optional.of(new Provenance("valen paper004 generate", seed, parameters)),
        etc, templates);
    return new ClusterSystem(seed, p, platform(p, name, clusterIds, nodes), catalogue, critical, means);
  }

  /** The id of task type {@code i} (0-based): {@code crit01 …} for the first {@code criticalTypes}, then {@code norm01 …}. */
  public static String typeId(int i, int criticalTypes) {
    return i < criticalTypes ? String.format(Locale.ROOT, "crit%02d", i + 1)
        : String.format(Locale.ROOT, "norm%02d", i - criticalTypes + 1);
  }

  /** The index of the task type of id {@code id} ({@link #typeId}). */
  public static int typeIndex(String id, int criticalTypes) {
    int n = Integer.parseInt(id.substring(4)) - 1;
    return id.startsWith("crit") ? n : n + criticalTypes;
  }

  private static Platform platform(ClusterParameters p, String name, List<String> clusterIds, int[] nodes) {
    List<CoreType> types = new ArrayList<>();
    List<Node> all = new ArrayList<>();
    for (int k = 0; k < clusterIds.size(); k++) {
      String id = clusterIds.get(k);
      // a nominal level: the ETC matrix, not this, gives each task's time and power
      types.add(new CoreType(id, List.of(new PState(2.0e9, 1.0, NOMINAL_WATTS)), 0, 0));
      for (int n = 1; n <= nodes[k]; n++) {
        all.add(Node.of(String.format(Locale.ROOT, "%s-%02d", id, n), id, p.coresPerNode()));
      }
    }
    return new Platform(name, "paper 004 clusters (section IV-B): " + clusterIds.size() + " clusters of nodes of "
        + p.coresPerNode() + " cores", types, all,
        new Interconnect(PlatformPresets.CORE_TO_CORE_BYTES_PER_SECOND, PlatformPresets.NODE_TO_NODE_BYTES_PER_SECOND));
  }
}
