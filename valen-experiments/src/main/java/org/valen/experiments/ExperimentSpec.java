package org.valen.experiments;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.model.Check;

/**
 * An experiment: the runs of {@code entries} × {@code values} of one parameter × {@code seeds}
 * seeds on a {@link Setup}, and how to show them.
 *
 * @param id short name, also the output folder's name
 * @param title what it shows
 * @param setup the fixed part
 * @param parameter what varies; one of the sweep parameters of the setup's preset
 * @param values the values it takes
 * @param entries the policies, each with its label and options, in the order of the legend
 * @param seeds number of seeds; seed {@code s} (1 … seeds) makes the workload and the variability
 * @param baseline the (label, value) that value and energy are normalized to, if any
 * @param metrics the metrics plotted
 * @param paper what the paper reports for this experiment, if it is one of the paper's
 * @param file the scenario file it was read from, for messages that name the file and JSON path;
 *     empty for a named experiment
 */
public record ExperimentSpec(
    String id,
    String title,
    Setup setup,
    SweepParameter parameter,
    List<Double> values,
    List<PolicyEntry> entries,
    int seeds,
    Optional<Baseline> baseline,
    List<Metric> metrics,
    Optional<PaperReference> paper,
    Optional<String> file) {

  public ExperimentSpec {
    Check.id(id, "id");
    Check.id(title, "title");
    values = List.copyOf(Check.nonEmpty(values, "values"));
    entries = List.copyOf(Check.nonEmpty(entries, "policies"));
    Check.atLeast(seeds, 1, "seeds");
    metrics = List.copyOf(Check.nonEmpty(metrics, "metrics"));
    Set<String> labels = new HashSet<>();
    for (PolicyEntry e : entries) {
      if (!labels.add(e.label())) {
        throw new IllegalArgumentException("two policies are labelled " + e.label());
      }
    }
    if (baseline.isPresent() && !labels.contains(baseline.get().policy())) {
      throw new IllegalArgumentException("baseline policy " + baseline.get().policy() + " is not among " + labels);
    }
    if (!setup.preset().sweepParameters().contains(parameter)) {
      throw new IllegalArgumentException("preset " + setup.platformPreset() + " cannot vary " + parameter.id()
          + "; it varies " + setup.preset().sweepParameterIds());
    }
  }

  /** A named experiment of policies under their own names. */
  public ExperimentSpec(String id, String title, Setup setup, SweepParameter parameter, List<Double> values,
      List<String> policies, int seeds, Optional<Baseline> baseline, List<Metric> metrics,
      Optional<PaperReference> paper) {
    this(id, title, setup, parameter, values, PolicyEntry.of(policies), seeds, baseline, metrics, paper,
        Optional.empty());
  }

  /** The value/energy figures are normalized to the policy of this label at this parameter value. */
  public record Baseline(String policy, double x) {}

  /** The labels of the policies, in the order of the legend: the policy column of {@code runs.csv}. */
  public List<String> policies() {
    return entries.stream().map(PolicyEntry::label).toList();
  }

  /** The same experiment with another number of seeds. */
  public ExperimentSpec withSeeds(int n) {
    return new ExperimentSpec(id, title, setup, parameter, values, entries, n, baseline, metrics, paper, file);
  }

  /** The same experiment on another setup. */
  public ExperimentSpec withSetup(Setup s) {
    return new ExperimentSpec(id, title, s, parameter, values, entries, seeds, baseline, metrics, paper, file);
  }

  /** Number of runs. */
  public int runCount() {
    return values.size() * entries.size() * seeds;
  }
}
