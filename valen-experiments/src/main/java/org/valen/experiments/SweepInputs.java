package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupPreset;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;

/**
 * What the runs of an experiment read, checked before the first run starts: every policy known,
 * each of its options one it takes with a valid value, each of its needs met by the system
 * (platform and catalogue) of every run, the profiles loaded ({@link RunProfiles}), and each
 * policy made once on each system (a provider may still refuse what it is given); a policy's
 * unmet needs and refusal are told for the first run's system where they occur. A problem
 * names the scenario file and the JSON path of the policy ({@code $.policies[1].options.filter}),
 * or for a named experiment the experiment and the policy.
 */
final class SweepInputs {
  private final ExperimentSpec spec;
  private final List<PolicyProvider> providers;
  private final SetupPreset.Worlds worlds;
  private final Map<RunSystem, Optional<ProfileBook>> books;

  private SweepInputs(ExperimentSpec spec, List<PolicyProvider> providers, SetupPreset.Worlds worlds,
      Map<RunSystem, Optional<ProfileBook>> books) {
    this.spec = spec;
    this.providers = providers;
    this.worlds = worlds;
    this.books = books;
  }

  /**
   * Checks and loads everything but the workloads.
   *
   * @throws InvalidInputException with every problem of the policies, or the first bad input file
   */
  static SweepInputs check(ExperimentSpec spec, Optional<Path> profilesGiven) {
    Optional<Path> profilesFolder = profilesGiven.map(spec.setup().preset()::profilesIn);
    Set<Problem> problems = new LinkedHashSet<>();
    List<PolicyProvider> providers = new ArrayList<>();
    for (int i = 0; i < spec.entries().size(); i++) {
      PolicyEntry e = spec.entries().get(i);
      Optional<PolicyProvider> provider = Policies.find(e.policy());
      if (provider.isEmpty()) {
        problems.add(problem(spec, i, "", "\"" + e.policy() + "\"", "a policy: one of " + String.join(", ", Policies.names())));
        continue;
      }
      providers.add(provider.get());
      for (Map.Entry<String, String> o : e.options().entrySet()) {
        int entry = i;
        PolicyChecks.option(provider.get(), o.getKey(), o.getValue()).ifPresent(m ->
            problems.add(problem(spec, entry, o.getKey(), m.found(), m.expected())));
      }
    }
    throwIfAny(problems);
    SetupPreset.Worlds worlds = spec.setup().preset().worlds(spec.setup());
    List<FirstUse> systems = systems(spec, worlds);
    for (int i = 0; i < providers.size(); i++) {
      PolicyProvider p = providers.get(i);
      for (FirstUse use : systems) {
        List<PolicyChecks.UnmetNeed> unmet = PolicyChecks.unmetNeeds(p, use.system().platform(),
            use.system().catalogue(), profilesFolder);
        for (PolicyChecks.UnmetNeed u : unmet) {
          problems.add(problem(spec, i, "", "policy " + p.name() + ", which needs " + u.need().label(),
              "a setup that meets its needs: " + u.why()));
        }
        if (!unmet.isEmpty()) {
          break;
        }
      }
    }
    throwIfAny(problems);
    boolean needed = providers.stream().anyMatch(PolicyProvider::needsProfiles);
    Map<RunSystem, Optional<ProfileBook>> books = new IdentityHashMap<>();
    for (FirstUse use : systems) {
      RunSystem s = use.system();
      books.put(s, RunProfiles.choose(profilesFolder, s.catalogue(), s.platform(), s.catalogue().templates(), needed).book());
    }
    SweepInputs inputs = new SweepInputs(spec, providers, worlds, books);
    for (int i = 0; i < providers.size(); i++) {
      for (FirstUse use : systems) {
        Optional<Problem> refused = inputs.tryCreate(i, use);
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
  private record FirstUse(RunSystem system, Setup setup, long seed) {}

  /**
   * Makes policy {@code entry} for the first run on a system and drops it: a provider that refuses
   * what it is given (an {@code IllegalArgumentException}) is a problem before any run starts.
   */
  private Optional<Problem> tryCreate(int entry, FirstUse use) {
    PolicyProvider p = providers.get(entry);
    try {
      p.create(inputs(entry, use.system(), worlds.setupOptions(use.setup(), use.seed())));
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(problem(spec, entry, "", "policy " + p.name() + ", which refuses this setup: " + String.valueOf(e.getMessage()),
          "a policy that can run on it"));
    }
  }

  /** Every problem {@link #check} finds; empty if the runs can start (for {@code valen validate}). */
  static List<Problem> problems(ExperimentSpec spec, Optional<Path> profilesFolder) {
    try {
      check(spec, profilesFolder);
      return List.of();
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  /** The distinct systems of every (value, seed), in run order. */
  private static List<FirstUse> systems(ExperimentSpec spec, SetupPreset.Worlds worlds) {
    Map<RunSystem, Boolean> seen = new IdentityHashMap<>();
    List<FirstUse> systems = new ArrayList<>();
    for (double x : spec.values()) {
      Setup s = spec.setup().with(spec.parameter(), x);
      for (long seed = 1; seed <= spec.seeds(); seed++) {
        RunSystem system = worlds.system(s, seed);
        if (seen.put(system, Boolean.TRUE) == null) {
          systems.add(new FirstUse(system, s, seed));
        }
      }
    }
    return systems;
  }

  /** The world of the runs at {@code x} with {@code seed}. */
  RunWorld world(double x, long seed) {
    return worlds.world(spec.setup().with(spec.parameter(), x), seed);
  }

  PolicyProvider provider(int entry) {
    return providers.get(entry);
  }

  /**
   * What policy {@code entry} is made from in {@code world}: the setup's options it takes, then its
   * own (which win), and the profiles of the world's system.
   */
  PolicyInputs inputs(int entry, RunWorld world) {
    return inputs(entry, world.system(), world.setupOptions());
  }

  private PolicyInputs inputs(int entry, RunSystem system, Map<String, String> setupOptions) {
    Map<String, String> options = new TreeMap<>();
    setupOptions.forEach((name, value) -> {
      if (PolicyChecks.takes(providers.get(entry), name)) {
        options.put(name, value);
      }
    });
    options.putAll(spec.entries().get(entry).options());
    return new PolicyInputs(system.platform(), system.catalogue(), books.get(system), options);
  }

  private static Problem problem(ExperimentSpec spec, int entry, String option, String found, String expected) {
    return new Problem(spec.file().orElse("experiment " + spec.id()), location(spec, entry, option), found, expected);
  }

  /** {@code $.policies[1].options.filter} in a scenario file, {@code policy LABEL option filter} in a named experiment. */
  private static String location(ExperimentSpec spec, int entry, String option) {
    if (spec.file().isPresent()) {
      return "$.policies[" + entry + "]" + (option.isEmpty() ? "" : ".options." + option);
    }
    return "policy " + spec.entries().get(entry).label() + (option.isEmpty() ? "" : " option " + option);
  }

  private static void throwIfAny(Set<Problem> problems) {
    if (!problems.isEmpty()) {
      throw new InvalidInputException(List.copyOf(problems));
    }
  }
}
