package org.valen.spark;

import java.util.concurrent.ConcurrentHashMap;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.RunUnits;
import org.valen.model.io.ScratchFolders;

/**
 * The units of a shipped experiment, made once per executor process: the first task writes the
 * inputs into a scratch folder (removed at the executor's exit), reads them and builds the units
 * (profiles loaded, policies checked); later tasks of the same experiment reuse them. Runs are pure functions of the inputs, so a unit
 * gives the same lines in whichever executor it runs.
 */
final class ExecutorUnits {
  private static final ConcurrentHashMap<String, RunUnits> MADE = new ConcurrentHashMap<>();

  private ExecutorUnits() {}

  static RunUnits of(ShippedExperiment shipped) {
    return MADE.computeIfAbsent(shipped.key(), key -> {
      // the units may read the copied inputs until the executor's last task: removed at its exit
      ExperimentRequest request = shipped.materialize(ScratchFolders.createUntilExit("valen-spark-"));
      RunUnits units = request.experiment().units(request.options(1));
      return shipped.jobsFolder().map(f -> units.withJobsFolder(f).orElseThrow()).orElse(units);
    });
  }
}
