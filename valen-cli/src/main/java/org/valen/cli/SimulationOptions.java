package org.valen.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.valen.runtime.sim.LogNormalVariability;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;
import picocli.CommandLine.Option;

/** Options of a simulation shared by {@code simulate} and {@code demo}. */
final class SimulationOptions {
  @Option(names = "--seed", defaultValue = "1", description = "Seed of the execution-time variability (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--variability", defaultValue = "0.2,0.1",
      description = "Coefficients of variation of the log-normal time factors per job and per task, JOB,TASK, or 'none' (default: ${DEFAULT-VALUE}).")
  String variability;

  @Option(names = "--checkpoint-pause", defaultValue = "1",
      description = "Seconds every running job pauses at a checkpoint (default: ${DEFAULT-VALUE}).")
  double checkpointPause;

  @Option(names = "--pause-power", defaultValue = "1",
      description = "Share of the fastest level's dynamic power a paused job's cores draw (checkpoint pauses and"
          + " reallocation overheads), 0 … 1; 0 leaves static power only (default: ${DEFAULT-VALUE}).")
  double pausePower;

  @Option(names = "--option", paramLabel = "NAME=VALUE",
      description = "A policy option, e.g. checkpointSeconds=300 for ValEnAdaptOpt ('valen policies' lists each"
          + " policy's); repeatable. An option no policy of the run takes is refused.")
  List<String> options = List.of();

  SimulationSettings settings() {
    if (!(checkpointPause >= 0) || Double.isInfinite(checkpointPause)) {
      throw new UsageException("--checkpoint-pause must be a number of seconds >= 0, was " + checkpointPause);
    }
    if (!(pausePower >= 0 && pausePower <= 1)) {
      throw new UsageException("--pause-power must be a share between 0 and 1, was " + pausePower);
    }
    return UsageException.fromOptions(() -> SimulationSettings.defaults().withSeed(seed)
        .withVariability(variability()).withCheckpointPause(checkpointPause).withPausePowerShare(pausePower));
  }

  private Variability variability() {
    if (variability.equals("none")) {
      return Variability.none();
    }
    String[] parts = variability.split(",");
    try {
      if (parts.length != 2) {
        throw new NumberFormatException();
      }
      return new LogNormalVariability(Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim()));
    } catch (IllegalArgumentException e) {
      // NumberFormatException included; the model's own check names jobCv/taskCv, the user typed --variability
      throw new UsageException("--variability must be JOB,TASK: two coefficients of variation >= 0 (e.g. 0.2,0.1),"
          + " or 'none'; was '" + variability + "'");
    }
  }

  Map<String, String> policyOptions() {
    Map<String, String> map = new LinkedHashMap<>();
    for (String o : options) {
      int eq = o.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--option must be NAME=VALUE, was '" + o + "'");
      }
      if (map.put(o.substring(0, eq).trim(), o.substring(eq + 1).trim()) != null) {
        throw new UsageException("--option " + o.substring(0, eq).trim() + " is given twice");
      }
    }
    return map;
  }
}
