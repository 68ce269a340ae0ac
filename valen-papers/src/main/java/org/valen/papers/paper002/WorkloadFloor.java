package org.valen.papers.paper002;

import java.util.List;
import org.valen.hc.paper002.workload.Paper002Trial;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.job.Arrival;
import org.valen.runtime.sim.ActualTimes;

/**
 * The deadlines of a trial that no allocation can meet (section 7: "the difficulty of the workload
 * … caused a median of at least 7 % of all missed deadlines"): a task whose actual time — the
 * kernel's draw for the run's seed — on its fastest core in that core's fastest P-state is longer
 * than the time from its arrival to its deadline misses it even alone on an idle cluster. The
 * energy budget may add more; this floor counts deadlines alone.
 */
public final class WorkloadFloor {
  private WorkloadFloor() {}

  /** Tasks of {@code trial} that cannot meet their deadline in a run of seed {@code runSeed}. */
  public static int tasks(Paper002Trial trial, long runSeed) {
    PmfModel model = trial.system().model();
    List<Arrival> arrivals = trial.workload().arrivals();
    int coreTypes = model.coreTypeIds().size();
    int count = 0;
    for (int i = 0; i < arrivals.size(); i++) {
      Arrival a = arrivals.get(i);
      double u = ActualTimes.pmfUniforms(runSeed, i, 1)[0];
      int type = model.taskTypes().indexOf(a.templateId());
      double best = Double.POSITIVE_INFINITY;
      for (int c = 0; c < coreTypes; c++) {
        for (int level = 0; level < model.levels(); level++) {
          DiscretePmf pmf = model.pmf(type, c, level);
          best = Math.min(best, pmf.quantile(u));
        }
      }
      if (best > a.valueCurve().deadlineSeconds()) {
        count++;
      }
    }
    return count;
  }
}
