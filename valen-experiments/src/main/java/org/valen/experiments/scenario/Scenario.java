package org.valen.experiments.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.Check;

/**
 * An experiment as data: a preset and its setup, a sweep of one setup field, the policies with
 * their labels and options, the number of trials, the metrics, the plots and the paper's findings
 * the report puts beside the runs. Every named experiment of the papers is one (a scenario file
 * shipped as a resource, {@code valen experiment show NAME}); a user's own is a {@code
 * valen.scenario} file ({@link ScenarioFile}).
 *
 * @param id short name, also the {@code experiment} column of {@code runs.csv}
 * @param title what it shows
 * @param preset what a run is and measures
 * @param setup the preset's setup fields
 * @param sweep what varies, if anything
 * @param entries the policies, each with its label and options, in the order of the legend
 * @param seeds trials; trial {@code s} (1 … seeds) has seed {@code s}
 * @param baseline what value and energy are normalized to, if anything
 * @param metrics the metrics of the tables (and of the default plots)
 * @param plots the plots
 * @param findings the id of the paper's findings the report puts beside the runs, if any
 * @param file the scenario file it was read from, for messages naming the file and JSON path
 * @param added the labels of the policies added from the command line ({@code --add-policy})
 */
public record Scenario(String id, String title, Preset preset, SetupValues setup, Optional<Sweep> sweep,
    List<PolicyEntry> entries, int seeds, Optional<Baseline> baseline, List<MetricDef> metrics, List<PlotSpec> plots,
    Optional<String> findings, Optional<String> file, List<String> added) {

  public Scenario {
    Check.id(id, "id");
    Check.id(title, "title");
    Objects.requireNonNull(preset, "preset");
    Objects.requireNonNull(setup, "setup");
    entries = List.copyOf(Check.nonEmpty(entries, "policies"));
    Check.atLeast(seeds, 1, "seeds");
    metrics = List.copyOf(Check.nonEmpty(metrics, "metrics"));
    plots = List.copyOf(plots);
    added = List.copyOf(added);
    Set<String> labels = new HashSet<>();
    for (PolicyEntry e : entries) {
      if (!labels.add(e.label())) {
        throw new IllegalArgumentException("two policies are labelled " + e.label());
      }
    }
    sweep.ifPresent(s -> {
      if (!preset.sweepable().contains(s.field().name())) {
        throw new IllegalArgumentException("preset " + preset.name() + " cannot vary " + s.field().name());
      }
    });
  }

  /** Whether a parameter is swept. */
  public boolean swept() {
    return sweep.isPresent();
  }

  /** The sweep's values, or one empty value if nothing is swept. */
  public List<Optional<String>> points() {
    return sweep.map(s -> s.values().stream().map(Optional::of).toList()).orElse(List.of(Optional.empty()));
  }

  /** The setup at sweep value {@code x} (empty: the setup itself). */
  public SetupValues setupAt(Optional<String> x) {
    return x.map(v -> setup.with(sweep.orElseThrow().field().name(), v)).orElse(setup);
  }

  /** The swept field's id in {@code runs.csv}, if any. */
  public Optional<String> parameterId() {
    return sweep.map(s -> s.field().columnId());
  }

  /** The labels of the policies, in the order of the legend. */
  public List<String> labels() {
    return entries.stream().map(PolicyEntry::label).toList();
  }

  /** Whether the policy labelled {@code label} was added from the command line. */
  public boolean isAdded(String label) {
    return added.contains(label);
  }

  /** The same with {@code n} trials. */
  public Scenario withSeeds(int n) {
    return new Scenario(id, title, preset, setup, sweep, entries, n, baseline, metrics, plots, findings, file, added);
  }

  /** The same with another setup (the sweep's field keeps its values). */
  public Scenario withSetup(SetupValues s) {
    return new Scenario(id, title, preset, s, sweep, entries, seeds, baseline, metrics, plots, findings, file, added);
  }

  /** The same with setup field {@code name} at {@code value}; empty if the preset has no such field. */
  public Optional<Scenario> withField(String name, String value) {
    if (setup.names().contains(name)) {
      return Optional.of(withSetup(setup.with(name, value)));
    }
    return Optional.empty();
  }

  /**
   * The same with {@code more} policies after its own; they are shown in every plot and table and
   * named as added in the report.
   *
   * @throws IllegalArgumentException if a label is already taken
   */
  public Scenario withAdded(List<PolicyEntry> more) {
    List<PolicyEntry> all = new ArrayList<>(entries);
    all.addAll(more);
    List<String> addedLabels = new ArrayList<>(added);
    more.forEach(e -> addedLabels.add(e.label()));
    return new Scenario(id, title, preset, setup, sweep, all, seeds, baseline, metrics, plots, findings, file,
        addedLabels);
  }

  /** The metric named {@code id} among the preset's. */
  public Optional<MetricDef> metric(String metricId) {
    return preset.metric(metricId);
  }

  /** The field a sweep varies, if any. */
  public Optional<SetupField> sweptField() {
    return sweep.map(Sweep::field);
  }

  /** Number of simulation runs: the calibration's and the policies', on every sweep value and trial. */
  public int runCount() {
    int calibration = preset.calibration(setup).map(c -> c.entries().size()).orElse(0);
    return points().size() * seeds * (entries.size() + calibration);
  }
}
