package org.valen.papers.paper003;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;

/** One of paper 003's figures: its runs, their summary, its plots and what we find against the paper. */
interface Figure {
  String id();

  String title();

  /** The paper's caption and statements about the figure. */
  List<String> paperFindings();

  /** How the rows are made: system, parameters, choices. */
  String setup(ExperimentOptions options);

  int runCount(ExperimentOptions options);

  /** An empty table with {@code runs.csv}'s columns. */
  Table runsColumns();

  Table run(ExperimentOptions options, Progress progress);

  Table summary(Table runs);

  /** Writes the plots into {@code folder}; returns the PNG names. */
  List<String> plots(Path folder, Table runs);

  /** Our findings, one statement per line, each checked against the rows. */
  List<String> ourFindings(Table runs, Table summary);
}
