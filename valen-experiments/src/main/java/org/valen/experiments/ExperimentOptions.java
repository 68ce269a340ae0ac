package org.valen.experiments;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.Check;

/**
 * What a user may change about a named experiment from the command line.
 *
 * @param seeds number of seeds or trials, if not the experiment's own
 * @param days length of each workload in days, if not the experiment's own
 * @param threads parallel runs
 * @param profiles folder of design-time profiles, for experiments whose policies need them
 * @param added policies to run beside the experiment's own ({@code --add-policy})
 */
public record ExperimentOptions(Optional<Integer> seeds, Optional<Double> days, int threads, Path profiles,
    List<PolicyEntry> added) {
  public ExperimentOptions {
    Check.atLeast(threads, 1, "threads");
    seeds.ifPresent(s -> Check.atLeast(s, 1, "seeds"));
    days.ifPresent(d -> Check.positive(d, "days"));
    added = List.copyOf(added);
  }

  /** Options without added policies. */
  public ExperimentOptions(Optional<Integer> seeds, Optional<Double> days, int threads, Path profiles) {
    this(seeds, days, threads, profiles, List.of());
  }
}
