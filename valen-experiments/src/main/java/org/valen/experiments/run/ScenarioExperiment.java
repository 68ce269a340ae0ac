package org.valen.experiments.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.RunUnits;
import org.valen.experiments.UnitRunner;
import org.valen.experiments.plot.PlotWriter;
import org.valen.experiments.report.Findings;
import org.valen.experiments.report.Provenance;
import org.valen.experiments.report.Report;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RunRow;
import org.valen.experiments.table.RunTable;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;

/**
 * A scenario as an experiment: the one pipeline every named figure of the papers and every user
 * scenario goes through — runs ({@link ScenarioUnits}) → {@code runs.csv} → {@code summary.csv}
 * ({@link Summary}) → plots ({@link PlotWriter}) → {@code report.md} and {@code report.html}
 * ({@link Report}, with the paper's findings the scenario names). The command line's options
 * change it: {@code --seeds} the trials, {@code --days} the setup's {@code days}, {@code
 * --add-policy} the policies beside the scenario's own.
 */
public final class ScenarioExperiment implements Experiment {
  /** The summary's file name. */
  public static final String SUMMARY = "summary.csv";

  private final Scenario scenario;
  private final List<Findings> findings;

  /**
   * {@code scenario}, its report with {@code findings} beside the runs: those it names and its
   * preset's sections ({@link Findings}).
   */
  public ScenarioExperiment(Scenario scenario, List<Findings> findings) {
    this.scenario = scenario;
    this.findings = List.copyOf(findings);
  }

  public Scenario scenario() {
    return scenario;
  }

  @Override
  public String id() {
    return scenario.id();
  }

  @Override
  public String title() {
    return scenario.title();
  }

  /**
   * The scenario with the command line's options.
   *
   * @throws InvalidInputException if {@code --days} is given to a preset without days, or an added
   *     policy's label is taken
   */
  public Scenario with(ExperimentOptions options) {
    Scenario s = options.seeds().map(scenario::withSeeds).orElse(scenario);
    if (options.days().isPresent()) {
      String days = org.valen.experiments.preset.SetupField.plain(options.days().get());
      s = s.withField("days", days).orElseThrow(() -> InvalidInputException.of("experiment " + id(), "--days",
          "given", "no --days: preset " + scenario.preset().name() + " has no days (its fields: "
              + scenario.setup().names() + ")"));
    }
    List<Problem> taken = new ArrayList<>();
    for (PolicyEntry e : options.added()) {
      if (s.labels().contains(e.label())) {
        taken.add(new Problem("experiment " + id(), "--add-policy " + e.label(), "the label " + e.label()
            + ", which the experiment's own policies use", "a label of its own (POLICY:label=NAME,...)"));
      }
    }
    if (!taken.isEmpty()) {
      throw new InvalidInputException(taken);
    }
    return options.added().isEmpty() ? s : s.withAdded(options.added());
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return with(options).runCount();
  }

  @Override
  public void check(ExperimentOptions options) {
    ScenarioInputs.check(with(options), Optional.of(options.profiles()));
  }

  /** Every problem the scenario's runs meet before they start (for {@code valen validate}); empty if none. */
  public List<Problem> problems(ExperimentOptions options) {
    try {
      return ScenarioInputs.problems(with(options), Optional.of(options.profiles()));
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  @Override
  public RunUnits units(ExperimentOptions options) {
    return units(options, false);
  }

  private RunUnits units(ExperimentOptions options, boolean keepWorlds) {
    Scenario s = with(options);
    return new ScenarioUnits(s, ScenarioInputs.check(s, Optional.of(options.profiles())), Optional.empty(), keepWorlds,
        (folder, command) -> report(s, folder, command));
  }

  /** Runs every unit on local threads, each calibration's world kept for its unit's next stage. */
  @Override
  public void run(ExperimentOptions options, Progress progress, Path folder, String command) {
    UnitRunner.runAndFinish(units(options, true), options.threads(), runCount(options), progress, folder, command);
  }

  @Override
  public void rebuild(ExperimentOptions options, Path folder, String command) {
    report(with(options), folder, command);
  }

  /**
   * Summary, plots and report from {@code folder}'s {@code runs.csv}; a label there that the
   * scenario does not have (a policy added when it ran) is taken as added.
   */
  private void report(Scenario s, Path folder, String command) {
    List<RunRow> rows = RunTable.read(folder, s.preset().layout(), s.swept());
    List<String> calibration = s.preset().calibration(s.setup())
        .map(c -> c.entries().stream().map(PolicyEntry::label).toList()).orElse(List.of());
    List<PolicyEntry> unknown = rows.stream().map(RunRow::label).distinct()
        .filter(l -> !s.labels().contains(l) && !calibration.contains(l)).map(PolicyEntry::of).toList();
    Scenario all = unknown.isEmpty() ? s : s.withAdded(unknown);
    Summary summary = Summary.of(all, rows);
    AtomicFiles.writeText(folder.resolve(SUMMARY), summary.csv());
    List<String> plots = PlotWriter.write(folder, summary);
    ReportFiles.write(folder, Report.markdown(summary, Provenance.of(command), plots, findings));
  }
}
