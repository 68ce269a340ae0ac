package org.valen.experiments.paper004;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Experiments;
import org.valen.experiments.ReportFiles;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.RunsFile;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.model.io.AtomicFiles;

/**
 * One of paper 004's figures (Figs. 3–7) as a named experiment: the ten heuristics on 64 trials of
 * each setting by default; the chain {@code runs.csv} → {@code summary.csv} → plot (PNG and SVG) →
 * {@code report.md}, all but the runs made again from {@code runs.csv} by {@link #rebuild}.
 * {@code --seeds} sets the number of trials, {@code --days} the length of the measured window
 * (paper: one day after 4 h of fill).
 */
public final class Paper004Experiment implements Experiment {
  /** Default number of trials (paper: 64). */
  public static final int TRIALS = 64;

  private final Figure figure;

  public Paper004Experiment(Figure figure) {
    this.figure = figure;
  }

  /** The five, in order. */
  public static List<Experiment> all() {
    return List.of(Figure.values()).stream().map(f -> (Experiment) new Paper004Experiment(f)).toList();
  }

  @Override
  public String id() {
    return figure.id();
  }

  @Override
  public String title() {
    return figure.title();
  }

  private List<Case> cases(ExperimentOptions options) {
    return figure.cases(Figure.base(options.days().orElse(1.0)));
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return cases(options).size() * options.seeds().orElse(TRIALS) * Paper004Heuristics.names().size();
  }

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    List<TrialRow> rows = TrialRunner.run(figure.id(), cases(options), Paper004Heuristics.names(),
        options.seeds().orElse(TRIALS), options.threads(), progress);
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(rows));
    report(rows, folder, command);
  }

  /** A unit per (setting, trial): one trial generated, every heuristic's line. */
  @Override
  public RunUnits units(ExperimentOptions options) {
    List<Case> cases = cases(options);
    int trials = options.seeds().orElse(TRIALS);
    return new RunUnits() {
      @Override
      public int units(int stage) {
        return cases.size() * trials;
      }

      @Override
      public List<String> run(int stage, int unit, List<String> earlier) {
        return TrialRunner.rowsOf(figure.id(), cases, Paper004Heuristics.names(), trials, unit, () -> {}).stream()
            .map(TrialRowsCsv::line).toList();
      }

      @Override
      public void finish(List<String> lines, Path folder, String command) {
        RunsFile.write(folder, TrialRowsCsv.HEADER, lines);
        rebuild(folder, command);
      }
    };
  }

  @Override
  public void rebuild(Path folder, String command) {
    report(TrialRowsCsv.read(folder.resolve(Experiments.RUNS)), folder, command);
  }

  private void report(List<TrialRow> rows, Path folder, String command) {
    TrialSummary summary = new TrialSummary(rows);
    AtomicFiles.writeText(folder.resolve(Experiments.SUMMARY), summary.csv());
    String plot = Paper004Plots.figure(folder, figure, summary);
    ReportFiles.write(folder, Paper004Report.markdown(figure, summary, command, List.of(plot)));
  }
}
