package org.valen.model.trials.paper002.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.platform.Node;
import org.valen.model.trials.paper000.system.Gammas;
import org.valen.model.trials.paper002.cluster.Cluster;
import org.valen.model.trials.paper002.cluster.ClusterGenerator;
import org.valen.model.value.StepCurve;

/**
 * Paper 002's environment, held constant across trials (section 6): the cluster, the 100 task types
 * with an execution-time pmf per (task type, node, P-state), each task type's deadline offset, and
 * the energy budget ζ_max.
 *
 * <p>The pmfs: the CVB method [7] draws each task type's mean q ~ gamma(μ_task, V_task) and, per
 * node, its mean time in P0 e ~ gamma(q, V_mach); the pmf in P0 is a discretised gamma of mean e
 * ({@link GammaPmfs}), and in P-state π that pmf scaled by the node's time multiplier ({@link
 * DiscretePmf#scale}). A task type is a template of one task of that type whose value curve is a
 * hard deadline of value 1 at "the average execution time of its task type over all machines and
 * all P-states" + t_avg after arrival.
 *
 * @param parameters what it was drawn from
 * @param cluster the nodes
 * @param catalogue one template per task type, with the {@link PmfModel}
 * @param typeMeanSeconds each task type's mean time over all nodes and P-states
 * @param tAvgSeconds t_avg
 * @param budgetJoules ζ_max for the window
 */
public record Paper002System(Paper002Parameters parameters, Cluster cluster, Catalogue catalogue,
    double[] typeMeanSeconds, double tAvgSeconds, double budgetJoules) {

  public Paper002System {
    typeMeanSeconds = typeMeanSeconds.clone();
  }

  public static Paper002System generate(Paper002Parameters p) {
    Cluster cluster = ClusterGenerator.generate(p.cluster(), p.environmentSeed());
    CvbParameters cvb = p.cvb();
    UniformRandomProvider rng = RandomStreams.create(p.environmentSeed(), 22);
    List<Node> nodes = cluster.platform().nodes();
    int levels = p.cluster().pStates();
    DiscretePmf[][][] pmfs = new DiscretePmf[cvb.taskTypes()][nodes.size()][levels];
    double[] typeMean = new double[cvb.taskTypes()];
    double all = 0;
    for (int i = 0; i < cvb.taskTypes(); i++) {
      double q = Gammas.sample(rng, cvb.meanSeconds(), cvb.taskCv());
      for (int j = 0; j < nodes.size(); j++) {
        double e = Gammas.sample(rng, q, cvb.machineCv());
        DiscretePmf base = GammaPmfs.of(e, cvb.pmfCv(), cvb.stepSeconds(), cvb.tailProbability());
        for (int k = 0; k < levels; k++) {
          pmfs[i][j][k] = k == 0 ? base : base.scale(cluster.timeMultipliers()[j][k]);
          typeMean[i] += pmfs[i][j][k].mean();
        }
      }
      typeMean[i] /= nodes.size() * levels;
      all += typeMean[i];
    }
    double tAvg = Double.isNaN(p.tAvgSeconds()) ? all / cvb.taskTypes() : p.tAvgSeconds();
    List<String> typeIds = new ArrayList<>();
    List<JobTemplate> templates = new ArrayList<>();
    for (int i = 0; i < cvb.taskTypes(); i++) {
      String id = String.format(Locale.ROOT, "type%03d", i + 1);
      typeIds.add(id);
      templates.add(JobTemplate.builder(id).task("task", id, typeMean[i])
          .valueCurve(StepCurve.hardDeadline(1, typeMean[i] + tAvg)).build());
    }
    List<String> coreTypes = cluster.platform().coreTypes().stream().map(t -> t.id()).toList();
    PmfModel model = new PmfModel(cvb.stepSeconds(), typeIds, coreTypes, pmfs, null);
    TreeMap<String, String> provenance = new TreeMap<>();
    provenance.put("cluster", p.cluster().toString());
    provenance.put("cvb", cvb.toString());
    provenance.put("tAvgSeconds", Double.toString(tAvg));
    Catalogue catalogue = new Catalogue("paper002", Optional.of(new Provenance("valen paper002 generate",
        p.environmentSeed(), provenance)), model, templates);
    double budget = cluster.budgetJoules(p.arrivals().windowSeconds(), p.budgetPState());
    return new Paper002System(p, cluster, catalogue, typeMean, tAvg, budget);
  }

  /**
   * c_total / t_avg: one task per core per average task time, the equilibrium rate valen took before
   * it measured it ({@code equilibrium=ctotal-over-tavg}). It under-counts what the cluster can do:
   * t_avg averages every node and P-state alike, while a heuristic sends each task to a good node.
   */
  public double ctotalOverTavgRate() {
    return cluster.totalCores() / tAvgSeconds;
  }

  /** The pmf model. */
  public PmfModel model() {
    return (PmfModel) catalogue.executionModel();
  }
}
