package org.valen.runtime.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;

/** Every policy provider on the class path, and the checks a run makes before it starts. */
public final class Policies {
  private Policies() {}

  /**
   * All providers, those of every {@link PolicyFamily} among them, sorted by name. A provider of an
   * earlier version that says it needs profiles through the old {@code needsProfiles()} alone is
   * given {@link Need#PROFILES} among its needs.
   */
  public static List<PolicyProvider> all() {
    List<PolicyProvider> providers = new ArrayList<>();
    ServiceLoader.load(PolicyProvider.class).forEach(p -> providers.add(withDeclaredNeeds(p)));
    ServiceLoader.load(PolicyFamily.class).forEach(f -> f.providers().forEach(p -> providers.add(withDeclaredNeeds(p))));
    providers.sort(Comparator.comparing(PolicyProvider::name));
    return providers;
  }

  /** {@code provider}, with {@link Need#PROFILES} among its needs if its old {@code needsProfiles()} says so. */
  @SuppressWarnings("deprecation")
  static PolicyProvider withDeclaredNeeds(PolicyProvider provider) {
    if (!provider.needsProfiles() || provider.needs().contains(Need.PROFILES)) {
      return provider;
    }
    Set<Need> needs = EnumSet.of(Need.PROFILES);
    needs.addAll(provider.needs());
    Set<Need> all = Set.copyOf(needs);
    return new PolicyProvider() {
      @Override
      public String name() {
        return provider.name();
      }

      @Override
      public List<String> aliases() {
        return provider.aliases();
      }

      @Override
      public String description() {
        return provider.description();
      }

      @Override
      public List<PolicyOption> options() {
        return provider.options();
      }

      @Override
      public Set<Need> needs() {
        return all;
      }

      @Override
      public List<ChosenOption> chosenOptions(Workload workload, Map<String, String> given) {
        return provider.chosenOptions(workload, given);
      }

      @Override
      public Policy create(PolicyInputs inputs) {
        return provider.create(inputs);
      }
    };
  }

  /**
   * The provider named {@code name} (or having it among its {@link PolicyProvider#aliases}). Names
   * are case-sensitive, as option names are ({@link #optionProblems}); a name in another case is
   * refused with the right one ({@link #unknown}).
   */
  public static Optional<PolicyProvider> find(String name) {
    List<PolicyProvider> all = all();
    return all.stream().filter(p -> p.name().equals(name)).findFirst()
        .or(() -> all.stream().filter(p -> p.aliases().contains(name)).findFirst());
  }

  /** Names of all providers, for messages. */
  public static List<String> names() {
    return all().stream().map(PolicyProvider::name).toList();
  }

  /** "unknown policy 'X'; known: …" (or "did you mean Y?" for a name in another case), for messages. */
  public static String unknown(String name) {
    List<String> names = names();
    return "unknown policy '" + name + "'" + sameButCase(name, names).map(n -> "; did you mean " + n
        + "? (policy and option names are case-sensitive)").orElse("; known: " + String.join(", ", names));
  }

  /** The one of {@code names} that is {@code name} in another case, if any. */
  private static Optional<String> sameButCase(String name, List<String> names) {
    return names.stream().filter(n -> n.equalsIgnoreCase(name)).findFirst();
  }

  /**
   * Why {@code provider} cannot run with {@code options} on this platform and catalogue, one line
   * per problem naming the policy: an option it does not take, a bad value, an unmet need. Empty if
   * it can run.
   */
  public static List<String> problems(PolicyProvider provider, Platform platform, Catalogue catalogue,
      boolean profilesGiven, Map<String, String> options) {
    List<String> problems = new ArrayList<>();
    problems.addAll(optionProblems(provider, options));
    for (Need need : provider.needs()) {
      need.unmetBy(platform, catalogue, profilesGiven).ifPresent(why -> problems.add(
          "policy " + provider.name() + " needs " + need.label() + ": " + why));
    }
    return problems;
  }

  /** The option problems alone (names and values), one line each. */
  public static List<String> optionProblems(PolicyProvider provider, Map<String, String> options) {
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(options).entrySet()) {
      Optional<PolicyOption> declared = provider.options().stream().filter(o -> o.name().equals(e.getKey())).findFirst();
      if (declared.isEmpty()) {
        List<String> names = provider.options().stream().map(PolicyOption::name).toList();
        problems.add("policy " + provider.name() + " takes no option '" + e.getKey() + "'"
            + (names.isEmpty() ? " (it takes none)" : sameButCase(e.getKey(), names).map(n -> "; did you mean " + n
                + "? (option names are case-sensitive)").orElse("; its options: " + String.join(", ", names))));
      } else {
        declared.get().problem(e.getValue()).ifPresent(expected -> problems.add("policy " + provider.name()
            + ": option " + e.getKey() + " was '" + e.getValue() + "', expected " + expected));
      }
    }
    return problems;
  }
}
