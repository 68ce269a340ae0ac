package org.valen.experiments;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Every named experiment, by paper. Paper modules add theirs here. */
public final class ExperimentCatalog {
  private ExperimentCatalog() {}

  /** All named experiments, in paper order. */
  public static List<Experiment> all() {
    List<Experiment> all = new ArrayList<>();
    all.addAll(org.valen.experiments.paper000.Paper000Experiment.all());
    Paper001Experiments.all().forEach(spec -> all.add(new SweepExperiment(spec)));
    all.add(new org.valen.experiments.sensitivity.Paper001Sensitivity());
    all.addAll(org.valen.experiments.paper002.Paper002Experiment.all());
    all.addAll(org.valen.experiments.paper003.Paper003Experiment.all());
    all.add(new org.valen.experiments.crosspaper.CrossPaperExperiment());
    all.add(new org.valen.experiments.realtrace.RealTraceExperiment());
    return all;
  }

  public static Optional<Experiment> named(String id) {
    return all().stream().filter(e -> e.id().equals(id)).findFirst();
  }

  /** The names, for messages. */
  public static List<String> ids() {
    return all().stream().map(Experiment::id).toList();
  }
}
