package org.valen.experiments;

import java.nio.file.Path;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.WholeExperiment;

/**
 * A named experiment the {@code valen experiment} command can run: one of a paper's figures or
 * tables. It writes a tidy {@code runs.csv} and everything made from it (summary, plots, report)
 * into a folder, and can make those again from {@code runs.csv} alone.
 */
public interface Experiment {

  /** Name on the command line, e.g. {@code paper001-fig6}. */
  String id();

  /** One line: what it shows. */
  String title();

  /** How many simulation runs {@link #run} will make with these options. */
  int runCount(ExperimentOptions options);

  /**
   * Checks what the runs would check before the first starts (policies, options, needs, input
   * files), so that a command can refuse before it shows progress; {@link #run} checks again.
   *
   * @throws org.valen.model.io.InvalidInputException with every problem
   */
  default void check(ExperimentOptions options) {}

  /** Runs and writes every file into {@code folder}; {@code command} is quoted in the report. */
  void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command);

  /**
   * The runs cut into units for shards and clusters ({@link RunUnits}): their lines, finished, give
   * the same {@code runs.csv} and report as {@link #run}. By default the whole experiment is one unit.
   *
   * @throws org.valen.model.io.InvalidInputException as {@link #check}
   */
  default RunUnits units(ExperimentOptions options) {
    check(options);
    return new WholeExperiment(this, options);
  }

  /** Makes the summary, plots and report again from {@code folder}'s {@code runs.csv}. */
  void rebuild(Path folder, String command);
}
