package org.valen.experiments;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.valen.model.io.AtomicFiles;

/**
 * An experiment from runs to report, as a chain of files (as jMetal's studies): {@code runs.csv}
 * (one tidy row per run) → {@code summary.csv} (mean and CI) → plots (PNG and SVG) → {@code
 * report.md}. Everything after the runs can be made again from {@code runs.csv} alone.
 */
public final class Experiments {
  public static final String RUNS = "runs.csv";
  public static final String SUMMARY = "summary.csv";
  public static final String REPORT = "report.md";

  private Experiments() {}

  /** Runs the experiment and writes every file into {@code folder}. */
  public static Summary run(ExperimentSpec spec, Optional<Path> profiles, int threads,
      ExperimentRunner.Progress progress, Path folder, String command) {
    List<RunRow> rows = ExperimentRunner.run(spec, profiles, threads, progress);
    AtomicFiles.writeText(folder.resolve(RUNS), RunsCsv.text(rows));
    return report(spec, rows, folder, command);
  }

  /** Makes summary, plots and report again from the {@code runs.csv} in {@code folder}. */
  public static Summary rebuild(ExperimentSpec spec, Path folder, String command) {
    return report(spec, RunsCsv.read(folder.resolve(RUNS)), folder, command);
  }

  private static Summary report(ExperimentSpec spec, List<RunRow> rows, Path folder, String command) {
    Summary summary = Summary.of(spec, rows);
    AtomicFiles.writeText(folder.resolve(SUMMARY), summary.csv());
    List<String> plots = Plots.write(folder, summary);
    List<String> discussion = spec.paper().isPresent() ? Paper001Experiments.discussion(summary) : List.of();
    AtomicFiles.writeText(folder.resolve(REPORT), Report.markdown(summary, command, plots, discussion));
    return summary;
  }
}
