package org.valen.experiments.preset;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.experiments.table.RowLayout;

/**
 * A kind of experiment setting, named in scenario files ({@code "setup": {"preset": NAME}}): how a
 * setup and a seed become a run's platform, catalogue, workload and kernel settings, which setup
 * fields it takes and which a sweep may vary, and what a run measures — the columns of {@code
 * runs.csv} and the metrics a report shows. Each paper's module contributes its presets ({@code
 * ExperimentProvider}); a scenario on a paper's preset measures what that paper's figures measure.
 */
public interface Preset {

  /** The name in scenario files, e.g. {@code paper001}. */
  String name();

  /** One line: what a run on this preset is. */
  String description();

  /** Every setup field it takes, with its default; a scenario giving another is refused. */
  List<SetupField> fields();

  /** The names of the fields a sweep may vary. */
  List<String> sweepable();

  /** The columns of its {@code runs.csv} and the order of the rows. */
  RowLayout layout();

  /** The metrics its rows give, for tables and plots. */
  List<MetricDef> metrics();

  /** The report's lines on the platform and workload of {@code setup} over {@code seeds} trials. */
  List<String> describe(SetupValues setup, int seeds);

  /**
   * The worlds of an experiment's runs on {@code base}; reads the files the setup names.
   *
   * @throws org.valen.model.io.InvalidInputException if such a file is bad
   */
  Worlds worlds(SetupValues base);

  /** Runs made before the experiment's own whose results they use; none by default. */
  default Optional<Calibration> calibration(SetupValues setup) {
    return Optional.empty();
  }

  /**
   * Where this preset's design-time profiles live in the profiles folder a run is given ({@code
   * --profiles}): the folder itself, or a subfolder for a platform whose core types the default
   * folders do not cover ({@code PROFILES/rk3399} for the rk3399 preset).
   */
  default Path profilesIn(Path profiles) {
    return profiles;
  }

  /** How a plot or table names a cell of its key columns (a policy's paper name, say); the cell by default. */
  default String displayName(String cell) {
    return cell;
  }

  /** The ids of the metrics a scenario that names none shows; all by default. */
  default List<String> defaultMetrics() {
    return metrics().stream().map(MetricDef::id).toList();
  }

  /** Every field at its default. */
  default SetupValues defaults() {
    return SetupValues.defaults(fields());
  }

  /** The metric named {@code id}. */
  default Optional<MetricDef> metric(String id) {
    return metrics().stream().filter(m -> m.id().equals(id)).findFirst();
  }

  /**
   * The worlds of one experiment's runs, each from a setup (the base with the swept field at its
   * value) and a seed. Called from one thread at a time; what several runs share is made once.
   */
  interface Worlds {

    /** The platform and catalogue of a run: cheap, and all a policy's needs are checked against. */
    RunSystem system(SetupValues at, long seed);

    /**
     * The policy options this setup gives a run, each only to the policies that take it (e.g.
     * {@code checkpointSeconds}, paper 000's day); cheap.
     */
    Map<String, String> setupOptions(SetupValues at, long seed);

    /** Everything a run simulates, its {@link #system} and {@link #setupOptions} included. */
    RunWorld world(SetupValues at, long seed);
  }
}
