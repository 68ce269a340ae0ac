package org.valen.papers.paper003;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.table.RunTable;
import org.valen.experiments.report.Provenance;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.report.ReportPage;
import org.valen.experiments.RunUnits;
import org.valen.experiments.WholeExperiment;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.InvalidInputException;

/**
 * A figure of paper 003 as a named experiment: {@code runs.csv} (one row per solve or point) →
 * {@code summary.csv} → PNG/SVG plots → {@code report.md} with the paper's findings beside ours.
 * {@code --seeds} is the number of random bags where a figure draws them (Fig. 2 and 3's gaps);
 * {@code --days} means nothing here and is refused.
 */
public final class Paper003Experiment implements Experiment {
  private final Figure figure;

  Paper003Experiment(Figure figure) {
    this.figure = figure;
  }

  /** The five figures, in paper order. */
  public static List<Experiment> all() {
    return List.of(new Paper003Experiment(new ProfitSweep(false)), new Paper003Experiment(new BoundGaps()),
        new Paper003Experiment(new ProfitSweep(true)), new Paper003Experiment(new ParetoComparison()),
        new Paper003Experiment(new FeasibleRegions()));
  }

  @Override
  public String id() {
    return figure.id();
  }

  @Override
  public String title() {
    return figure.title();
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return figure.runCount(options);
  }

  @Override
  public void check(ExperimentOptions options) {
    if (options.days().isPresent()) {
      throw InvalidInputException.of("experiment " + id(), "--days", "given",
          "no --days: paper 003's bags are processed as a whole, not over days");
    }
    if (!options.added().isEmpty()) {
      throw InvalidInputException.of("experiment " + id(), "--add-policy", "given",
          "no --add-policy: paper 003's figures solve linear programs; they run no online policy");
    }
  }

  /**
   * The whole figure as one unit (its runs take seconds), finished with the setup file beside
   * {@code runs.csv}.
   */
  @Override
  public RunUnits units(ExperimentOptions options) {
    check(options);
    RunUnits whole = new WholeExperiment(id(), folder -> writeRuns(options, folder),
        (folder, command) -> rebuild(options, folder, command));
    return new RunUnits() {
      @Override
      public int units(int stage) {
        return 1;
      }

      @Override
      public List<String> run(int stage, int unit, List<String> earlier) {
        return whole.run(stage, unit, earlier);
      }

      @Override
      public void finish(List<String> lines, Path folder, String command) {
        AtomicFiles.writeText(folder.resolve(SETUP), figure.setup(options) + "\n");
        whole.finish(lines, folder, command);
      }
    };
  }

  private void writeRuns(ExperimentOptions options, Path folder) {
    Table runs = figure.run(options, Progress.none());
    RunTable.write(folder, runs.header(), runs.lines());
  }

  /** Where the setup of the runs is kept, for the report made again from {@code runs.csv}. */
  static final String SETUP = "setup.txt";

  @Override
  public void rebuild(ExperimentOptions options, Path folder, String command) {
    Table runs = Table.read(folder.resolve(RunTable.FILE), figure.runsColumns());
    Table summary = figure.summary(runs);
    AtomicFiles.writeText(folder.resolve("summary.csv"), summary.csv());
    List<String> plots = figure.plots(folder, runs);
    ReportPage page = new ReportPage(title(), Provenance.of(command))
        .bullets("The paper", figure.paperFindings())
        .bullets("Ours", figure.ourFindings(runs, summary))
        .plots(plots)
        .section("Summary (`summary.csv`)", summary.markdown())
        .bullets("Setup", List.of(readSetup(folder)));
    ReportFiles.write(folder, page.markdown());
  }


  private static String readSetup(Path folder) {
    try {
      return java.nio.file.Files.readString(folder.resolve(SETUP)).strip();
    } catch (java.io.IOException e) {
      return "";
    }
  }
}
