package org.valen.experiments;

import java.nio.file.Path;
import java.util.Optional;
import org.valen.model.Check;

/**
 * What a user may change about a named experiment from the command line.
 *
 * @param seeds number of seeds or trials, if not the experiment's own
 * @param days length of each workload in days, if not the experiment's own
 * @param threads parallel runs
 * @param profiles folder of design-time profiles, for experiments whose policies need them
 */
public record ExperimentOptions(Optional<Integer> seeds, Optional<Double> days, int threads, Path profiles) {
  public ExperimentOptions {
    Check.atLeast(threads, 1, "threads");
    seeds.ifPresent(s -> Check.atLeast(s, 1, "seeds"));
    days.ifPresent(d -> Check.positive(d, "days"));
  }
}
