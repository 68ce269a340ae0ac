package org.valen.experiments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.runs.ExperimentRequest;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options every command that runs an experiment takes — {@code valen experiment} and {@code
 * valen-spark experiment} — declared once (a picocli mixin): which experiment (a NAME or {@code
 * --scenario}), how many trials, how long, which profiles, which policies to add, where to write.
 */
public final class ExperimentArguments {
  @Parameters(arity = "0..1", paramLabel = "NAME", description = "A named experiment; see 'valen experiment --list'.")
  String name;

  @Option(names = "--scenario", paramLabel = "FILE", description = "A valen.scenario file instead of a named"
      + " experiment (copy one with 'valen experiment show NAME').")
  String scenario;

  @Option(names = {"--seeds", "--trials"}, paramLabel = "N", description = "Number of seeds or trials (default: the"
      + " experiment's); --trials is the same option.")
  Integer seeds;

  @Option(names = "--days", paramLabel = "DAYS", description = "Length of each workload in days, the setup's 'days'"
      + " (default: the experiment's).")
  Double days;

  @Option(names = "--add-policy", paramLabel = "POLICY[:NAME=VALUE,...]", description = "Run this policy beside the"
      + " experiment's own, with options of its own (label=NAME names its runs); repeatable. It appears in the"
      + " figure, the tables and the findings.")
  List<String> added = new ArrayList<>();

  @Option(names = "--profiles", paramLabel = "DIR", defaultValue = "profiles", description = "Folder of design-time"
      + " profiles (default: ${DEFAULT-VALUE}), read if a policy needs them: its offers come from them; any other"
      + " policy's offers come from the execution model, whatever the folder holds.")
  Path profiles;

  @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Output folder (default: results/NAME).")
  Path output;

  @Option(names = "--overwrite", description = "Write into an output folder that is not empty, replacing its"
      + " files of the same names (a shard: its own shard file).")
  boolean overwrite;

  @Option(names = "--jobs-dir", paramLabel = "DIR", description = "Also write each run's jobs.csv into DIR"
      + " (NAME.jobs.csv, NAME from the run's coordinates; on a cluster a folder every executor can write).")
  Path jobsDir;

  /** The experiment named or the scenario file given, if either. */
  public Optional<String> name() {
    return Optional.ofNullable(name);
  }

  public Optional<Path> output() {
    return Optional.ofNullable(output);
  }

  /** Whether an output folder that is not empty may be written into ({@link OutputFolder}). */
  public boolean overwrite() {
    return overwrite;
  }

  public Optional<Path> jobsDir() {
    return Optional.ofNullable(jobsDir);
  }

  public Path profiles() {
    return profiles;
  }

  /** What is wrong with the values given, one line each ({@code --seeds must be at least 1, was 0}); empty if nothing. */
  public List<String> problems() {
    List<String> problems = new ArrayList<>();
    if (seeds != null && seeds < 1) {
      problems.add("--seeds must be at least 1, was " + seeds);
    }
    if (days != null && !(days > 0 && Double.isFinite(days))) {
      problems.add("--days must be a number > 0, was " + days);
    }
    return problems;
  }

  /**
   * What these options ask for (check {@link #problems()} first).
   *
   * @throws InvalidInputException if neither or both of NAME and {@code --scenario} are given
   */
  public ExperimentRequest request() {
    if ((name == null) == (scenario == null)) {
      throw new InvalidInputException(List.of(new Problem("valen experiment", "NAME", name == null
          ? "neither NAME nor --scenario" : "both NAME and --scenario",
          "one of them: a named experiment (see --list) or --scenario FILE")));
    }
    return new ExperimentRequest(Optional.ofNullable(name), Optional.ofNullable(scenario), Optional.ofNullable(seeds),
        Optional.ofNullable(days), profiles, added);
  }
}
