package org.valen.experiments;

import java.util.List;
import java.util.Optional;
import org.valen.model.Check;

/**
 * An experiment: the runs of {@code policies} × {@code values} of one parameter × {@code seeds}
 * seeds on a {@link Setup}, and how to show them.
 *
 * @param id short name, also the output folder's name
 * @param title what it shows
 * @param setup the fixed part
 * @param parameter what varies
 * @param values the values it takes
 * @param policies policy names, in the order of the legend
 * @param seeds number of seeds; seed {@code s} (1 … seeds) makes the workload and the variability
 * @param baseline the (policy, value) that value and energy are normalized to, if any
 * @param metrics the metrics plotted
 * @param paper what the paper reports for this experiment, if it is one of the paper's
 */
public record ExperimentSpec(
    String id,
    String title,
    Setup setup,
    SweepParameter parameter,
    List<Double> values,
    List<String> policies,
    int seeds,
    Optional<Baseline> baseline,
    List<Metric> metrics,
    Optional<PaperReference> paper) {

  public ExperimentSpec {
    Check.id(id, "id");
    Check.id(title, "title");
    values = List.copyOf(Check.nonEmpty(values, "values"));
    policies = List.copyOf(Check.nonEmpty(policies, "policies"));
    Check.atLeast(seeds, 1, "seeds");
    metrics = List.copyOf(Check.nonEmpty(metrics, "metrics"));
    if (baseline.isPresent() && !policies.contains(baseline.get().policy())) {
      throw new IllegalArgumentException("baseline policy " + baseline.get().policy() + " is not among " + policies);
    }
  }

  /** The value/energy figures are normalized to this policy at this parameter value. */
  public record Baseline(String policy, double x) {}

  /** The same experiment with another number of seeds. */
  public ExperimentSpec withSeeds(int n) {
    return new ExperimentSpec(id, title, setup, parameter, values, policies, n, baseline, metrics, paper);
  }

  /** The same experiment on another setup. */
  public ExperimentSpec withSetup(Setup s) {
    return new ExperimentSpec(id, title, s, parameter, values, policies, seeds, baseline, metrics, paper);
  }

  /** Number of runs. */
  public int runCount() {
    return values.size() * policies.size() * seeds;
  }
}
