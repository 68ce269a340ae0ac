package org.valen.papers.paper002;

import java.util.Arrays;
import java.util.List;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.job.Arrival;
import org.valen.model.platform.Node;
import org.valen.model.trials.paper002.cluster.Cluster;
import org.valen.model.trials.paper002.workload.ArrivalParameters;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.sim.ActualTimes;

/**
 * The pieces of {@link FluidFloor}'s relaxation for one trial and run seed: time windows, each
 * node's core time in each window, the energy the tasks may use above idle, and every task's
 * options — a (node, P-state, window) in which it could run, with its actual time there (the
 * kernel's draw for the run's seed), its energy above idle, and the share of the task that fits
 * in the part of the window between its arrival and its deadline.
 *
 * @param windowStarts the windows' starts, then the end of the last one (the latest deadline)
 * @param nodes the nodes
 * @param coreSeconds {@code [node][window]}: cores × window length
 * @param idleWatts the cluster's wall power when every core idles in P4 (Eq. 2)
 * @param budgetJoules ζ_max
 * @param tasks the trial's tasks
 * @param first {@code [task]}: its first option; its last is {@code first[task + 1] - 1}
 * @param cell {@code [option]}: node × windows + window
 * @param seconds {@code [option]}: the actual time
 * @param joules {@code [option]}: the energy above idle, (μ(i, π) − μ(i, P4)) × time ÷ ε(i)
 * @param share {@code [option]}: the most of the task the window can hold, in (0, 1]
 */
record FloorOptions(double[] windowStarts, int nodes, double[][] coreSeconds, double idleWatts, double budgetJoules,
    int tasks, int[] first, int[] cell, double[] seconds, double[] joules, double[] share) {

  /** The windows. */
  int windows() {
    return windowStarts.length - 1;
  }

  /** The window of option {@code o}. */
  int window(int o) {
    return cell[o] % windows();
  }

  /**
   * The options of {@code trial}, arriving as {@code pattern} says, in a run of {@code runSeed}:
   * windows of at most {@code maxWindowSeconds}, as many in each burst and each lull, from 0 to the
   * latest deadline.
   */
  static FloorOptions of(Paper002Trial trial, ArrivalParameters pattern, long runSeed, double maxWindowSeconds) {
    Cluster cluster = trial.system().cluster();
    List<Node> nodes = cluster.platform().nodes();
    double half = pattern.windowSeconds() / pattern.bursts() / 2;
    double step = half / Math.ceil(half / maxWindowSeconds);
    List<Arrival> arrivals = trial.workload().arrivals();
    double end = pattern.windowSeconds();
    for (int i = 0; i < arrivals.size(); i++) {
      end = Math.max(end, trial.deadlineSeconds(i));
    }
    int windows = (int) Math.ceil(end / step);
    double[] starts = new double[windows + 1];
    for (int w = 0; w <= windows; w++) {
      starts[w] = w * step;
    }
    double[][] coreSeconds = new double[nodes.size()][windows];
    double idle = 0;
    for (int j = 0; j < nodes.size(); j++) {
      Arrays.fill(coreSeconds[j], nodes.get(j).cores() * step);
      idle += nodes.get(j).cores() * cluster.powerWatts(j, lastPState(cluster)) / cluster.efficiency(j);
    }
    return options(trial, runSeed, starts, coreSeconds, idle);
  }

  private static int lastPState(Cluster cluster) {
    return cluster.timeMultipliers()[0].length - 1;
  }

  private static FloorOptions options(Paper002Trial trial, long runSeed, double[] starts, double[][] coreSeconds,
      double idle) {
    Cluster cluster = trial.system().cluster();
    PmfModel model = trial.system().model();
    int windows = starts.length - 1;
    int levels = model.levels();
    List<Arrival> arrivals = trial.workload().arrivals();
    double[][] extraWatts = new double[coreSeconds.length][levels];
    for (int j = 0; j < coreSeconds.length; j++) {
      for (int k = 0; k < levels; k++) {
        extraWatts[j][k] = (cluster.powerWatts(j, k) - cluster.powerWatts(j, levels - 1)) / cluster.efficiency(j);
      }
    }
    int[] first = new int[arrivals.size() + 1];
    double[] rows = new double[4 * arrivals.size() * coreSeconds.length * levels];
    int n = 0;
    for (int i = 0; i < arrivals.size(); i++) {
      first[i] = n;
      Arrival a = arrivals.get(i);
      double release = a.arrivalSeconds();
      double deadline = trial.deadlineSeconds(i);
      double u = ActualTimes.pmfUniforms(runSeed, i, 1)[0];
      int type = model.taskTypes().indexOf(a.templateId());
      for (int j = 0; j < coreSeconds.length; j++) {
        for (int k = 0; k < levels; k++) {
          DiscretePmf pmf = model.pmf(type, j, k);
          double t = pmf.quantile(u);
          if (t > deadline - release) {
            continue;
          }
          for (int w = (int) Math.floor(release / (starts[1] - starts[0])); w < windows && starts[w] < deadline; w++) {
            double overlap = Math.min(deadline, starts[w + 1]) - Math.max(release, starts[w]);
            if (overlap > 0) {
              if (4 * n + 4 > rows.length) {
                rows = Arrays.copyOf(rows, 2 * rows.length + 4);
              }
              rows[4 * n] = j * windows + w;
              rows[4 * n + 1] = t;
              rows[4 * n + 2] = t * extraWatts[j][k];
              rows[4 * n + 3] = Math.min(1, overlap / t);
              n++;
            }
          }
        }
      }
    }
    first[arrivals.size()] = n;
    int[] cell = new int[n];
    double[] seconds = new double[n];
    double[] joules = new double[n];
    double[] share = new double[n];
    for (int o = 0; o < n; o++) {
      cell[o] = (int) rows[4 * o];
      seconds[o] = rows[4 * o + 1];
      joules[o] = rows[4 * o + 2];
      share[o] = rows[4 * o + 3];
    }
    return new FloorOptions(starts, coreSeconds.length, coreSeconds, idle, trial.system().budgetJoules(),
        arrivals.size(), first, cell, seconds, joules, share);
  }
}
