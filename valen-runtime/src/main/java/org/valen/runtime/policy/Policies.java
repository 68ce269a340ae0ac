package org.valen.runtime.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;

/** Every policy provider on the class path, and the checks a run makes before it starts. */
public final class Policies {
  private Policies() {}

  /** All providers, sorted by name. */
  public static List<PolicyProvider> all() {
    List<PolicyProvider> providers = new ArrayList<>();
    ServiceLoader.load(PolicyProvider.class).forEach(providers::add);
    providers.sort(Comparator.comparing(PolicyProvider::name));
    return providers;
  }

  /** The provider named {@code name} (case-insensitive). */
  public static Optional<PolicyProvider> find(String name) {
    return all().stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
  }

  /** Names of all providers, for messages. */
  public static List<String> names() {
    return all().stream().map(PolicyProvider::name).toList();
  }

  /** "unknown policy 'X'; known: …", for messages. */
  public static String unknown(String name) {
    return "unknown policy '" + name + "'; known: " + String.join(", ", names());
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
            + (names.isEmpty() ? " (it takes none)" : "; its options: " + String.join(", ", names)));
      } else {
        declared.get().problem(e.getValue()).ifPresent(expected -> problems.add("policy " + provider.name()
            + ": option " + e.getKey() + " was '" + e.getValue() + "', expected " + expected));
      }
    }
    return problems;
  }
}
