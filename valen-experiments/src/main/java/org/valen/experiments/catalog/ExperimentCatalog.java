package org.valen.experiments.catalog;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.valen.experiments.Experiment;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.PresetCatalog;
import org.valen.experiments.report.Findings;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.scenario.ScenarioFile;

/**
 * Every named experiment, preset and paper finding on the class path, from the {@link
 * ExperimentProvider}s {@link ServiceLoader} finds (the papers' modules, and any plug-in). Named
 * scenarios are read from their resources when first asked for; a name used twice is an error of
 * the providers, told at once.
 */
public final class ExperimentCatalog {
  private final List<ExperimentProvider> providers;
  private final List<Preset> presets = new ArrayList<>();
  private final Map<String, Findings> findings = new LinkedHashMap<>();
  private List<Experiment> all;

  private ExperimentCatalog(List<ExperimentProvider> providers) {
    this.providers = List.copyOf(providers);
    Set<String> names = new HashSet<>();
    for (ExperimentProvider p : providers) {
      for (Preset preset : p.presets()) {
        if (!names.add(preset.name())) {
          throw new IllegalStateException("two presets are named " + preset.name());
        }
        presets.add(preset);
      }
      for (Findings f : p.findings()) {
        if (findings.putIfAbsent(f.id(), f) != null) {
          throw new IllegalStateException("two findings have the id " + f.id());
        }
      }
    }
  }

  /** The providers on the class path (the context class loader's: plug-ins included). */
  public static ExperimentCatalog load() {
    List<ExperimentProvider> found = new ArrayList<>();
    ServiceLoader.load(ExperimentProvider.class).forEach(found::add);
    return new ExperimentCatalog(found);
  }

  /** A catalogue of these providers only (for tests). */
  public static ExperimentCatalog of(List<ExperimentProvider> providers) {
    return new ExperimentCatalog(providers);
  }

  /** What a scenario file may name: these presets and findings. */
  public ScenarioFile.Names names() {
    return new ScenarioFile.Names(PresetCatalog.of(presets), findings.keySet());
  }

  public List<Preset> presets() {
    return List.copyOf(presets);
  }

  /** Every named experiment, the providers' in their order (scenarios read on the first call). */
  public synchronized List<Experiment> all() {
    if (all == null) {
      List<Experiment> found = new ArrayList<>();
      for (ExperimentProvider p : providers) {
        for (String resource : p.scenarios()) {
          found.add(experiment(scenario(p, resource)));
        }
        found.addAll(p.experiments());
      }
      Set<String> ids = new HashSet<>();
      for (Experiment e : found) {
        if (!ids.add(e.id())) {
          throw new IllegalStateException("two named experiments have the id " + e.id());
        }
      }
      all = List.copyOf(found);
    }
    return all;
  }

  /** A scenario as an experiment, with the findings it names and its preset's sections. */
  public ScenarioExperiment experiment(Scenario scenario) {
    List<Findings> all = new ArrayList<>();
    scenario.findings().map(findings::get).ifPresent(all::add);
    Optional.ofNullable(findings.get(scenario.preset().name())).ifPresent(all::add);
    return new ScenarioExperiment(scenario, all);
  }

  /** The named experiment {@code id}. */
  public Optional<Experiment> named(String id) {
    return all().stream().filter(e -> e.id().equals(id)).findFirst();
  }

  /** Every named experiment's id, for messages. */
  public List<String> ids() {
    return all().stream().map(Experiment::id).toList();
  }

  /** The text of the named scenario {@code id} ({@code valen experiment show}); empty if it is none. */
  public Optional<String> scenarioText(String id) {
    for (ExperimentProvider p : providers) {
      for (String resource : p.scenarios()) {
        if (scenario(p, resource).id().equals(id)) {
          try (InputStream in = p.getClass().getResourceAsStream(resource)) {
            return Optional.of(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        }
      }
    }
    return Optional.empty();
  }

  /** A scenario file ({@code bundled:NAME} or a path) with the findings it names. */
  public ScenarioExperiment scenarioFile(String reference) {
    return experiment(ScenarioFile.read(reference, names()));
  }

  private Scenario scenario(ExperimentProvider p, String resource) {
    InputStream in = p.getClass().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException(p.getClass().getName() + " names the scenario " + resource + ", which it does not ship");
    }
    return ScenarioFile.read(resource, in, names());
  }
}
