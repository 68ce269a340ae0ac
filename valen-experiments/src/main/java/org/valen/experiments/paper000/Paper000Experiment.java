package org.valen.experiments.paper000;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Experiments;
import org.valen.experiments.runs.RunUnits;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.model.io.AtomicFiles;

/**
 * One of paper 000's figures as a named experiment: 48 trials by default; the chain {@code runs.csv}
 * (one row per trial × configuration, calibration included) → {@code summary.csv} → plots (PNG and
 * SVG) → {@code report.md}, all but the runs made again from {@code runs.csv} by {@link #rebuild}.
 * {@code --seeds} sets the number of trials, {@code --days} the length of the measured day.
 */
public final class Paper000Experiment implements Experiment {
  /** Default number of trials (paper: 48). */
  public static final int TRIALS = 48;

  /** The three figures and what each runs. */
  public enum Figure {
    FIG4("paper000-fig4", "Utility earned by the twelve heuristics, queued and polled, with and without the energy filter"
        + " (paper 000, Fig. 4)"),
    FIG5("paper000-fig5", "Portion of maximum utility earned for priority 1 and priority 8 tasks, with the filter"
        + " (paper 000, Fig. 5)"),
    FIG6("paper000-fig6", "Cumulative utility of Max Utility over the day with and without the filter (paper 000, Fig. 6)");

    private final String id;
    private final String title;

    Figure(String id, String title) {
      this.id = id;
      this.title = title;
    }

    public String id() {
      return id;
    }

    public String title() {
      return title;
    }

    /** The configurations compared, in the paper's order. */
    public List<Configuration> configurations() {
      List<Configuration> all = new ArrayList<>();
      List<String> heuristics = this == FIG6 ? List.of("MaxUtility") : Paper000Heuristics.names();
      List<String> filters = this == FIG5 ? List.of(Configuration.ON) : List.of(Configuration.OFF, Configuration.ON);
      for (String h : heuristics) {
        for (Environment e : Environment.values()) {
          for (String f : filters) {
            all.add(new Configuration(h, e, f));
          }
        }
      }
      return all;
    }
  }

  private final Figure figure;

  public Paper000Experiment(Figure figure) {
    this.figure = figure;
  }

  /** The three, in order. */
  public static List<Experiment> all() {
    return List.of(new Paper000Experiment(Figure.FIG4), new Paper000Experiment(Figure.FIG5),
        new Paper000Experiment(Figure.FIG6));
  }

  @Override
  public String id() {
    return figure.id();
  }

  @Override
  public String title() {
    return figure.title();
  }

  /** The plan these options give. */
  public TrialPlan plan(ExperimentOptions options) {
    return new TrialPlan(figure.id(), figure.configurations(), options.seeds().orElse(TRIALS), options.days().orElse(1.0),
        0.7);
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return plan(options).runCount();
  }

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    List<TrialRow> rows = TrialRunner.run(plan(options), options.threads(), progress);
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), TrialRowsCsv.text(rows));
    report(rows, folder, command);
  }

  @Override
  public RunUnits units(ExperimentOptions options) {
    return new TrialUnits(plan(options), false, this::rebuild);
  }

  @Override
  public void rebuild(Path folder, String command) {
    report(TrialRowsCsv.read(folder.resolve(Experiments.RUNS)), folder, command);
  }

  private void report(List<TrialRow> rows, Path folder, String command) {
    TrialSummary summary = new TrialSummary(rows);
    AtomicFiles.writeText(folder.resolve(Experiments.SUMMARY), summary.csv());
    List<String> plots = switch (figure) {
      case FIG4 -> List.of(Paper000Plots.fig4(folder, summary));
      case FIG5 -> Paper000Plots.fig5(folder, summary);
      case FIG6 -> {
        TrialRow any = rows.get(0);
        yield List.of(Paper000Plots.fig6(folder, summary, any.dayStartSeconds() / 3600,
            (any.dayEndSeconds() - any.dayStartSeconds()) / 3600));
      }
    };
    org.valen.experiments.ReportFiles.write(folder, Paper000Report.markdown(figure, summary, command, plots));
  }
}
