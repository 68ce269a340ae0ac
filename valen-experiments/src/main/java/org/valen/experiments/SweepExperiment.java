package org.valen.experiments;

import java.nio.file.Path;
import java.util.Optional;
import org.valen.experiments.runs.RunUnits;

/** An {@link ExperimentSpec} (a sweep of paper 001's kind, or a scenario file) as an {@link Experiment}. */
public final class SweepExperiment implements Experiment {
  private final ExperimentSpec spec;

  public SweepExperiment(ExperimentSpec spec) {
    this.spec = spec;
  }

  public ExperimentSpec spec() {
    return spec;
  }

  @Override
  public String id() {
    return spec.id();
  }

  @Override
  public String title() {
    return spec.title();
  }

  /** The spec with the options' seeds and days. */
  public ExperimentSpec with(ExperimentOptions o) {
    ExperimentSpec s = o.seeds().map(spec::withSeeds).orElse(spec);
    return o.days().map(d -> s.withSetup(s.setup().withDays(d))).orElse(s);
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return with(options).runCount();
  }

  @Override
  public void check(ExperimentOptions options) {
    SweepInputs.check(with(options), Optional.of(options.profiles()));
  }

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    Experiments.run(with(options), Optional.of(options.profiles()), options.threads(), progress, folder, command);
  }

  @Override
  public RunUnits units(ExperimentOptions options) {
    return ExperimentRunner.units(with(options), Optional.of(options.profiles()));
  }

  @Override
  public void rebuild(Path folder, String command) {
    Experiments.rebuild(spec, folder, command);
  }
}
