package org.valen.experiments;

import java.nio.file.Path;
import java.util.List;

/**
 * An experiment's runs cut into independent units: what the local runner, a shard of a batch job
 * array and a Spark executor all execute. A unit is a pure function of the experiment's inputs, its
 * stage, its number and the lines of the earlier stages, so a unit run twice (a retried Spark
 * task, a shard run again) gives the same lines, and {@code runs.csv} — the header and every
 * unit's lines, stage by stage and unit by unit — is the same however the units were spread.
 *
 * <p>Most experiments have one stage. Paper 000's have two: the calibration runs, whose mean energy
 * sets the budget E of the configurations' runs (section IV-D).
 */
public interface RunUnits {

  /** Number of stages; each stage's units may read the lines of every earlier stage. */
  default int stages() {
    return 1;
  }

  /** Number of units of {@code stage}. */
  int units(int stage);

  /**
   * Runs one unit.
   *
   * @param earlier the lines of every earlier stage, in order (empty in the first stage)
   * @return its lines of {@code runs.csv}, without the header (one per simulation run)
   */
  List<String> run(int stage, int unit, List<String> earlier);

  /**
   * These units, also writing each run's {@code jobs.csv} into {@code folder} ({@link JobsFiles});
   * empty if this experiment cannot.
   */
  default java.util.Optional<RunUnits> withJobsFolder(Path folder) {
    return java.util.Optional.empty();
  }

  /**
   * Writes {@code runs.csv} from every unit's lines in order, and everything made from it
   * (summary, plots, report), into {@code folder}.
   */
  void finish(List<String> lines, Path folder, String command);
}
