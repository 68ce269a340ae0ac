package org.valen.experiments.paper000;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.valen.experiments.runs.JobsFiles;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.RunsFile;
import org.valen.hc.paper000.workload.Trial;

/**
 * A {@link TrialPlan} as {@link RunUnits} in section IV-D's two stages: stage 0 has a unit per trial
 * running unconstrained Max UPT (the calibration), stage 1 a unit per trial running every
 * configuration under the budget E that the calibration lines give. Stage 1 generates its trial
 * again from the seed (the same trial: generation is a pure function of the seed), unless the
 * calibration kept it: the local runner keeps trials between the stages, a unit run elsewhere does
 * not (its process may never run the trial's second stage).
 */
final class TrialUnits implements RunUnits {
  private final TrialPlan plan;
  private final boolean keepTrials;
  private final BiConsumer<Path, String> report;
  private final Optional<Path> jobsFolder;
  private final ConcurrentHashMap<Integer, Trial> trials = new ConcurrentHashMap<>();

  /**
   * @param keepTrials keep each calibration's trial for its configurations (one process runs both stages)
   * @param report makes summary, plots and report from the {@code runs.csv} of a folder
   */
  TrialUnits(TrialPlan plan, boolean keepTrials, BiConsumer<Path, String> report) {
    this(plan, keepTrials, report, Optional.empty());
  }

  private TrialUnits(TrialPlan plan, boolean keepTrials, BiConsumer<Path, String> report, Optional<Path> jobsFolder) {
    for (Configuration c : plan.configurations()) {
      TrialRunner.provider(c);
    }
    this.plan = plan;
    this.keepTrials = keepTrials;
    this.report = report;
    this.jobsFolder = jobsFolder;
  }

  @Override
  public Optional<RunUnits> withJobsFolder(Path folder) {
    return Optional.of(new TrialUnits(plan, keepTrials, report, Optional.of(folder)));
  }

  @Override
  public int stages() {
    return 2;
  }

  @Override
  public int units(int stage) {
    return plan.trials();
  }

  @Override
  public List<String> run(int stage, int unit, List<String> earlier) {
    if (stage == 0) {
      return List.of(TrialRowsCsv.line(calibration(unit)));
    }
    double budget = TrialRunner.budgetJoules(plan, TrialRowsCsv.parse("calibration runs", earlier));
    return configurations(unit, budget, () -> {}).stream().map(TrialRowsCsv::line).toList();
  }

  @Override
  public void finish(List<String> lines, Path folder, String command) {
    RunsFile.write(folder, TrialRowsCsv.HEADER, lines);
    report.accept(folder, command);
  }

  /** The calibration row of trial {@code t} (0-based), which keeps the trial for its configurations. */
  TrialRow calibration(int t) {
    Trial trial = Trial.generate(plan.trialParameters(), t + 1);
    if (keepTrials) {
      trials.put(t, trial);
    }
    return written(TrialRunner.runOne(plan, t + 1, trial, Configuration.calibration(), Double.POSITIVE_INFINITY));
  }

  /** The rows of every configuration on trial {@code t} under {@code budget}, telling {@code each} after each. */
  List<TrialRow> configurations(int t, double budget, Runnable each) {
    Trial kept = trials.remove(t);
    Trial trial = kept != null ? kept : Trial.generate(plan.trialParameters(), t + 1);
    List<TrialRow> rows = new ArrayList<>();
    for (Configuration c : plan.configurations()) {
      rows.add(written(TrialRunner.runOne(plan, t + 1, trial, c, budget)));
      each.run();
    }
    return rows;
  }

  /** The run's row, after its jobs.csv where asked. */
  private TrialRow written(TrialRunner.Run run) {
    TrialRow r = run.row();
    Configuration c = r.configuration();
    jobsFolder.ifPresent(f -> JobsFiles.write(f, run.result().jobs(), r.experiment(), "trial=" + r.trial(), c.heuristic(),
        c.environment().label(), "filter=" + c.filter()));
    return r;
  }
}
