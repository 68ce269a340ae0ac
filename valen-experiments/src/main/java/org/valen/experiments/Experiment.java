package org.valen.experiments;

import java.nio.file.Path;

/**
 * A named experiment the {@code valen experiment} command can run: one of a paper's figures or
 * tables, or a user's scenario. It writes a tidy {@code runs.csv} and everything made from it
 * (summary, plots, report) into a folder, and can make those again from {@code runs.csv} alone.
 * Its runs are cut into {@link RunUnits}, which local threads, shards of a batch job array and Spark
 * executors all run, with the same {@code runs.csv}.
 */
public interface Experiment {

  /** Name on the command line, e.g. {@code paper001-fig6}. */
  String id();

  /** One line: what it shows. */
  String title();

  /** How many simulation runs it makes with these options. */
  int runCount(ExperimentOptions options);

  /**
   * Checks what the runs would check before the first starts (policies, options, needs, input
   * files), so that a command can refuse before it shows progress.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem
   */
  default void check(ExperimentOptions options) {}

  /**
   * The runs cut into units ({@link RunUnits}): their lines, finished, give {@code runs.csv} and the
   * report.
   *
   * @throws org.valen.model.io.InvalidInputException as {@link #check}
   */
  RunUnits units(ExperimentOptions options);

  /** Runs every unit on local threads and writes every file into {@code folder}; {@code command} is quoted in the report. */
  default void run(ExperimentOptions options, Progress progress, Path folder, String command) {
    UnitRunner.runAndFinish(units(options), options.threads(), runCount(options), progress, folder, command);
  }

  /** Makes the summary, plots and report again from {@code folder}'s {@code runs.csv}, as these options made it. */
  void rebuild(ExperimentOptions options, Path folder, String command);
}
