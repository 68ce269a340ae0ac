package org.valen.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.experiments.RunUnits;

/**
 * The units of a shipped experiment, made once per executor process: the first task writes the
 * inputs into a scratch folder, reads them and builds the units (profiles loaded, policies checked);
 * later tasks of the same experiment reuse them. Runs are pure functions of the inputs, so a unit
 * gives the same lines in whichever executor it runs.
 */
final class ExecutorUnits {
  private static final ConcurrentHashMap<String, RunUnits> MADE = new ConcurrentHashMap<>();

  private ExecutorUnits() {}

  static RunUnits of(ShippedExperiment shipped) {
    return MADE.computeIfAbsent(shipped.key(), key -> {
      try {
        Path scratch = Files.createTempDirectory("valen-spark-");
        ExperimentRequest request = shipped.materialize(scratch);
        RunUnits units = request.experiment().units(request.options(1));
        return shipped.jobsFolder().map(f -> units.withJobsFolder(f).orElseThrow()).orElse(units);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot make a scratch folder: " + e.getMessage(), e);
      }
    });
  }
}
