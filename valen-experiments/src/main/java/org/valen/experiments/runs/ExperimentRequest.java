package org.valen.experiments.runs;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.scenario.AddedPolicies;
import org.valen.model.io.InvalidInputException;

/**
 * What a user asked to run, as the command line names it: a named experiment or a scenario file,
 * with the options that change its runs. A shard records it, so that merging finds the same
 * experiment; a cluster driver ships it.
 *
 * @param name a named experiment ({@code valen experiment --list}), or empty with {@code scenario}
 * @param scenario a {@code valen.scenario} file (path or {@code bundled:NAME}), or empty with {@code name}
 * @param seeds number of seeds or trials, if not the experiment's own
 * @param days length of each workload in days, if not the experiment's own
 * @param profiles folder of design-time profiles
 * @param added policies to run beside the experiment's own, as {@code --add-policy} gives them
 *     ({@code POLICY[:NAME=VALUE,...]})
 */
public record ExperimentRequest(Optional<String> name, Optional<String> scenario, Optional<Integer> seeds,
    Optional<Double> days, Path profiles, List<String> added) {
  public ExperimentRequest {
    if (name.isPresent() == scenario.isPresent()) {
      throw new IllegalArgumentException("give either an experiment NAME (see --list) or --scenario FILE");
    }
    added = List.copyOf(added);
  }

  /** The experiment asked for; an unknown name or a bad scenario file is refused in one line each. */
  public Experiment experiment() {
    ExperimentCatalog catalog = ExperimentCatalog.load();
    if (scenario.isPresent()) {
      return catalog.scenarioFile(scenario.get());
    }
    return catalog.named(name.get()).orElseThrow(() -> InvalidInputException.of("valen experiment", "NAME",
        "'" + name.get() + "'", "a named experiment: one of " + String.join(", ", catalog.ids())));
  }

  /**
   * The options with {@code threads} local threads.
   *
   * @throws InvalidInputException if an added policy is unknown or given an option it does not take
   */
  public ExperimentOptions options(int threads) {
    return new ExperimentOptions(seeds, days, threads, profiles, AddedPolicies.parse(added));
  }

  /** How the command line writes it, e.g. {@code paper000-fig4 --seeds 8} or {@code --scenario my.json}. */
  public String arguments() {
    StringBuilder s = new StringBuilder(name.orElseGet(() -> "--scenario " + scenario.get()));
    seeds.ifPresent(n -> s.append(" --seeds ").append(n));
    days.ifPresent(d -> s.append(" --days ").append(d));
    added.forEach(a -> s.append(" --add-policy ").append(a));
    s.append(" --profiles ").append(profiles);
    return s.toString();
  }
}
