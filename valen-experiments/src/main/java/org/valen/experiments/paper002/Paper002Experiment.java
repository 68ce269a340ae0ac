package org.valen.experiments.paper002;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Experiments;
import org.valen.experiments.ReportFiles;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.RunsFile;
import org.valen.hc.paper002.workload.ArrivalPattern;
import org.valen.hc.paper002.workload.Paper002Parameters;
import org.valen.hc.paper002.workload.Paper002System;
import org.valen.model.io.AtomicFiles;

/**
 * One of paper 002's Figs. 4–6 as a named experiment: the 32 variants on 50 trials of one arrival
 * pattern; the chain {@code runs.csv} (one row per trial × variant) → {@code summary.csv} → box
 * plot (PNG and SVG) → {@code report.md}, all but the runs made again from {@code runs.csv} by
 * {@link #rebuild}. {@code --seeds} sets the number of trials, {@code --days} the window (default
 * 0.5: the paper's 12 hours).
 */
public final class Paper002Experiment implements Experiment {
  /** Default number of trials (paper: 50). */
  public static final int TRIALS = 50;

  /** The three figures, one per arrival pattern. */
  public enum Figure {
    FIG4("paper002-fig4", ArrivalPattern.LOW),
    FIG5("paper002-fig5", ArrivalPattern.MEDIUM),
    FIG6("paper002-fig6", ArrivalPattern.HIGH);

    private final String id;
    private final ArrivalPattern pattern;

    Figure(String id, ArrivalPattern pattern) {
      this.id = id;
      this.pattern = pattern;
    }

    public String id() {
      return id;
    }

    public ArrivalPattern pattern() {
      return pattern;
    }

    public String title() {
      return "Missed deadlines of the 32 variants, " + pattern.label() + "-frequency arrival bursts (paper 002, Fig. "
          + id.substring(id.length() - 1) + ")";
    }
  }

  private final Figure figure;

  public Paper002Experiment(Figure figure) {
    this.figure = figure;
  }

  public static List<Experiment> all() {
    return List.of(new Paper002Experiment(Figure.FIG4), new Paper002Experiment(Figure.FIG5),
        new Paper002Experiment(Figure.FIG6));
  }

  @Override
  public String id() {
    return figure.id();
  }

  @Override
  public String title() {
    return figure.title();
  }

  /** Section 6's parameters in this figure's pattern, the window {@code --days} long if given. */
  public Paper002Parameters parameters(ExperimentOptions options) {
    Paper002Parameters p = Paper002Parameters.paper002(figure.pattern());
    return options.days().map(d -> p.withArrivals(p.arrivals().withWindow(d * 86400))).orElse(p);
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return options.seeds().orElse(TRIALS) * Variant.all().size();
  }

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    List<TrialRow> rows = TrialRunner.run(figure.id(), figure.pattern().label(), parameters(options),
        options.seeds().orElse(TRIALS), Variant.all(), options.threads(), progress);
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(rows));
    report(rows, folder, command);
  }

  /** A unit per trial (its 32 variants' lines); the system is drawn once per process that runs units. */
  @Override
  public RunUnits units(ExperimentOptions options) {
    Paper002Parameters parameters = parameters(options);
    int trials = options.seeds().orElse(TRIALS);
    Paper002System[] system = new Paper002System[1];
    return new RunUnits() {
      @Override
      public int units(int stage) {
        return trials;
      }

      @Override
      public List<String> run(int stage, int unit, List<String> earlier) {
        Paper002System s;
        synchronized (system) {
          if (system[0] == null) {
            system[0] = Paper002System.generate(parameters);
          }
          s = system[0];
        }
        return TrialRunner.trial(figure.id(), figure.pattern().label(), parameters, s, unit + 1, Variant.all(), () -> {})
            .stream().map(TrialRowsCsv::line).toList();
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
    Paper002Summary summary = new Paper002Summary(rows);
    AtomicFiles.writeText(folder.resolve(Experiments.SUMMARY), summary.csv());
    String plot = Paper002Plots.boxes(folder, figure.id().substring("paper002-".length()), figure.title() + ", "
        + summary.trials() + " trials", summary);
    ReportFiles.write(folder, Paper002Report.markdown(figure, summary, command, plot));
  }
}
