package org.valen.experiments.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.policy.RunProfiles;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.runtime.offers.OfferOrigin;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;

/**
 * What the runs of a scenario read, checked before the first run starts: every policy known (the
 * scenario's and its preset's calibration's), each of its options one it takes with a valid value,
 * each of its needs met by the system (platform and catalogue) of every run, the profiles loaded
 * ({@link RunProfiles}) if a policy needs them, and each policy made once on each system (a provider may still refuse what
 * it is given); a policy's unmet needs and refusal are told for the first run's system where they
 * occur. A problem names the scenario file and the JSON path of the policy ({@code
 * $.policies[1].options.filter}), or for a named experiment the experiment and the policy. A
 * policy's offers come from the profiles if it needs them, else from the execution model ({@link
 * OfferOrigin#defaultFor}), whatever the profiles folder holds.
 */
final class ScenarioInputs {
  private final Scenario scenario;
  private final List<PolicyEntry> entries;
  private final List<PolicyProvider> providers;
  private final Preset.Worlds worlds;
  private final Map<RunSystem, Optional<ProfileBook>> books;

  private ScenarioInputs(Scenario scenario, List<PolicyEntry> entries, List<PolicyProvider> providers,
      Preset.Worlds worlds, Map<RunSystem, Optional<ProfileBook>> books) {
    this.scenario = scenario;
    this.entries = entries;
    this.providers = providers;
    this.worlds = worlds;
    this.books = books;
  }

  /**
   * Checks and loads everything but the workloads. The entries are the calibration's, then the
   * scenario's.
   *
   * @throws InvalidInputException with every problem of the policies, or the first bad input file
   */
  static ScenarioInputs check(Scenario scenario, Optional<Path> profilesGiven) {
    Optional<Path> profilesFolder = profilesGiven.map(scenario.preset()::profilesIn);
    List<PolicyEntry> entries = new ArrayList<>(scenario.preset().calibration(scenario.setup())
        .map(c -> c.entries()).orElse(List.of()));
    int calibration = entries.size();
    entries.addAll(scenario.entries());
    Set<Problem> problems = new LinkedHashSet<>();
    List<PolicyProvider> providers = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      PolicyEntry e = entries.get(i);
      Optional<PolicyProvider> provider = Policies.find(e.policy());
      if (provider.isEmpty()) {
        problems.add(problem(scenario, e, i - calibration, "", "\"" + e.policy() + "\"",
            "a policy: one of " + String.join(", ", Policies.names())));
        continue;
      }
      providers.add(provider.get());
      for (Map.Entry<String, String> o : e.options().entrySet()) {
        int at = i - calibration;
        PolicyChecks.option(provider.get(), o.getKey(), o.getValue()).ifPresent(m ->
            problems.add(problem(scenario, e, at, o.getKey(), m.found(), m.expected())));
      }
    }
    throwIfAny(problems);
    Preset.Worlds worlds = scenario.preset().worlds(scenario.setup());
    List<FirstUse> systems = systems(scenario, worlds);
    for (int i = 0; i < providers.size(); i++) {
      PolicyProvider p = providers.get(i);
      for (FirstUse use : systems) {
        List<PolicyChecks.UnmetNeed> unmet = PolicyChecks.unmetNeeds(p, use.system().platform(),
            use.system().catalogue(), profilesFolder);
        for (PolicyChecks.UnmetNeed u : unmet) {
          problems.add(problem(scenario, entries.get(i), i - calibration, "", "policy " + p.name() + ", which needs "
              + u.need().label(), "a setup that meets its needs: " + u.why()));
        }
        if (!unmet.isEmpty()) {
          break;
        }
      }
    }
    throwIfAny(problems);
    // offers from profiles for a policy that needs them, from the execution model for any other:
    // never because a folder happens to hold profiles (OfferOrigin)
    boolean needed = providers.stream().anyMatch(p -> OfferOrigin.defaultFor(p) == OfferOrigin.PROFILES);
    Map<RunSystem, Optional<ProfileBook>> books = new IdentityHashMap<>();
    for (FirstUse use : systems) {
      RunSystem s = use.system();
      books.put(s, needed ? RunProfiles.choose(profilesFolder, s.catalogue(), s.platform(), s.catalogue().templates(),
          true).book() : Optional.empty());
    }
    ScenarioInputs inputs = new ScenarioInputs(scenario, List.copyOf(entries), providers, worlds, books);
    Map<String, String> calibrated = scenario.preset().calibration(scenario.setup()).map(c -> c.checkOptions())
        .orElse(Map.of());
    for (int i = 0; i < providers.size(); i++) {
      for (FirstUse use : systems) {
        Optional<Problem> refused = inputs.tryCreate(i, calibration, use, i < calibration ? Map.of() : calibrated);
        if (refused.isPresent()) {
          problems.add(refused.get());
          break;
        }
      }
    }
    throwIfAny(problems);
    return inputs;
  }

  /** Where a run first meets a system: its setup and seed. */
  private record FirstUse(RunSystem system, SetupValues setup, long seed) {}

  /**
   * Makes policy {@code entry} for the first run on a system and drops it: a provider that refuses
   * what it is given (an {@code IllegalArgumentException}) is a problem before any run starts.
   */
  private Optional<Problem> tryCreate(int entry, int calibration, FirstUse use, Map<String, String> calibrated) {
    PolicyProvider p = providers.get(entry);
    Map<String, String> setup = new TreeMap<>(worlds.setupOptions(use.setup(), use.seed()));
    setup.putAll(calibrated);
    try {
      p.create(inputs(entry, use.system(), setup));
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(problem(scenario, entries.get(entry), entry - calibration, "", "policy " + p.name()
          + ", which refuses this setup: " + e.getMessage(), "a policy that can run on it"));
    }
  }

  /** Every problem {@link #check} finds; empty if the runs can start (for {@code valen validate}). */
  static List<Problem> problems(Scenario scenario, Optional<Path> profilesFolder) {
    try {
      check(scenario, profilesFolder);
      return List.of();
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  /** The distinct systems of every (sweep value, seed), in run order. */
  private static List<FirstUse> systems(Scenario scenario, Preset.Worlds worlds) {
    Map<RunSystem, Boolean> seen = new IdentityHashMap<>();
    List<FirstUse> systems = new ArrayList<>();
    for (Optional<String> x : scenario.points()) {
      SetupValues s = scenario.setupAt(x);
      for (long seed = 1; seed <= scenario.seeds(); seed++) {
        RunSystem system = worlds.system(s, seed);
        if (seen.put(system, Boolean.TRUE) == null) {
          systems.add(new FirstUse(system, s, seed));
        }
      }
    }
    return systems;
  }

  /** The entries: the calibration's, then the scenario's. */
  List<PolicyEntry> entries() {
    return entries;
  }

  /** The world of the runs at sweep value {@code x} with {@code seed}. */
  RunWorld world(Optional<String> x, long seed) {
    return worlds.world(scenario.setupAt(x), seed);
  }

  PolicyProvider provider(int entry) {
    return providers.get(entry);
  }

  /**
   * What policy {@code entry} is made from in {@code world}: the setup's options it takes (and
   * {@code more}, a calibration's), then its own (which win), and the profiles of the world's system.
   */
  PolicyInputs inputs(int entry, RunWorld world, Map<String, String> more) {
    Map<String, String> setup = new TreeMap<>(world.setupOptions());
    setup.putAll(more);
    return inputs(entry, world.system(), setup);
  }

  private PolicyInputs inputs(int entry, RunSystem system, Map<String, String> setupOptions) {
    Map<String, String> options = new TreeMap<>();
    setupOptions.forEach((name, value) -> {
      if (PolicyChecks.takes(providers.get(entry), name)) {
        options.put(name, value);
      }
    });
    options.putAll(entries.get(entry).options());
    Optional<ProfileBook> profiles = OfferOrigin.defaultFor(providers.get(entry)) == OfferOrigin.PROFILES
        ? books.get(system) : Optional.empty();
    return new PolicyInputs(system.platform(), system.catalogue(), profiles, options);
  }

  private static Problem problem(Scenario scenario, PolicyEntry e, int at, String option, String found,
      String expected) {
    return new Problem(scenario.file().orElse("experiment " + scenario.id()), location(scenario, e, at, option),
        found, expected);
  }

  /**
   * {@code $.policies[1].options.filter} in a scenario file, {@code policy LABEL option filter} in a
   * named experiment or for a policy added from the command line or by the preset's calibration.
   */
  private static String location(Scenario scenario, PolicyEntry e, int at, String option) {
    boolean inFile = scenario.file().isPresent() && at >= 0 && !scenario.isAdded(e.label());
    if (inFile) {
      return "$.policies[" + at + "]" + (option.isEmpty() ? "" : ".options." + option);
    }
    String where = scenario.isAdded(e.label()) ? "--add-policy " : at < 0 ? "calibration policy " : "policy ";
    return where + e.label() + (option.isEmpty() ? "" : " option " + option);
  }

  private static void throwIfAny(Set<Problem> problems) {
    if (!problems.isEmpty()) {
      throw new InvalidInputException(List.copyOf(problems));
    }
  }
}
