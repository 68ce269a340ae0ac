package org.valen.experiments;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
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
    return run(spec, profiles, threads, progress, folder, command, s -> "");
  }

  /**
   * Runs the experiment and writes every file into {@code folder}, the report ending with the
   * markdown {@code extra} makes from the summary (an experiment's own sections).
   */
  public static Summary run(ExperimentSpec spec, Optional<Path> profiles, int threads,
      ExperimentRunner.Progress progress, Path folder, String command, Function<Summary, String> extra) {
    List<RunRow> rows = ExperimentRunner.run(spec, profiles, threads, progress);
    AtomicFiles.writeText(folder.resolve(RUNS), RunsCsv.text(rows));
    return report(spec, rows, folder, command, extra);
  }

  /** Makes summary, plots and report again from the {@code runs.csv} in {@code folder}. */
  public static Summary rebuild(ExperimentSpec spec, Path folder, String command) {
    return rebuild(spec, folder, command, s -> "");
  }

  /** As {@link #rebuild(ExperimentSpec, Path, String)}, with the experiment's own sections. */
  public static Summary rebuild(ExperimentSpec spec, Path folder, String command, Function<Summary, String> extra) {
    return report(spec, RunsCsv.read(folder.resolve(RUNS)), folder, command, extra);
  }

  private static Summary report(ExperimentSpec spec, List<RunRow> rows, Path folder, String command,
      Function<Summary, String> extra) {
    Summary summary = Summary.of(spec, rows);
    AtomicFiles.writeText(folder.resolve(SUMMARY), summary.csv());
    List<String> plots = Plots.write(folder, summary);
    List<String> discussion = spec.paper().isPresent() ? Paper001Experiments.discussion(summary) : List.of();
    ReportFiles.write(folder, Report.markdown(summary, command, plots, discussion) + extra.apply(summary));
    return summary;
  }
}
