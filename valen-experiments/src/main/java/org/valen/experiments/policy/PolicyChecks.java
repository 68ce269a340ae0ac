package org.valen.experiments.policy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.store.ProfileCache;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * What a policy must pass before any run starts ({@link Policies#problems}): every option one it
 * takes, with a valid value, and every need met by the run's platform, catalogue and profiles. The
 * need of profiles is met by a profiles folder, which the messages name, or by a catalogue of
 * one-task templates, whose profiles are made on the fly ({@link RunProfiles}).
 */
public final class PolicyChecks {
  private PolicyChecks() {}

  /** A need the run does not meet, and why. */
  public record UnmetNeed(Need need, String why) {}

  /** What a file holds where a policy's option is, and what it should hold. */
  public record Mismatch(String found, String expected) {}

  /** The unmet needs of {@code provider}, in the order of {@link Need}. */
  public static List<UnmetNeed> unmetNeeds(PolicyProvider provider, Platform platform, Catalogue catalogue,
      Optional<Path> profilesFolder) {
    List<UnmetNeed> unmet = new ArrayList<>();
    for (Need need : Need.values()) {
      if (!provider.needs().contains(need)) {
        continue;
      }
      if (need == Need.PROFILES) {
        if (!isFolder(profilesFolder) && ProfileCache.beyondTheLimit(catalogue, catalogue.templates()).isPresent()) {
          unmet.add(new UnmetNeed(need, profilesFolder.map(f -> "there is no profiles folder " + f)
              .orElse("no profiles folder was given") + " (make profiles with valen profile, or give --profiles)"));
        }
      } else {
        need.unmetBy(platform, catalogue, true).ifPresent(why -> unmet.add(new UnmetNeed(need, why)));
      }
    }
    return unmet;
  }

  /**
   * One line per problem, each naming the policy: an option it does not take, a bad value, an unmet
   * need. Empty if it can run.
   */
  public static List<String> problems(PolicyProvider provider, Platform platform, Catalogue catalogue,
      Optional<Path> profilesFolder, Map<String, String> options) {
    List<String> lines = new ArrayList<>(Policies.optionProblems(provider, options));
    for (UnmetNeed u : unmetNeeds(provider, platform, catalogue, profilesFolder)) {
      lines.add("policy " + provider.name() + " needs " + u.need().label() + ": " + u.why());
    }
    return lines;
  }

  /** Why {@code value} cannot be option {@code name} of {@code provider}; empty if it can. */
  public static Optional<Mismatch> option(PolicyProvider provider, String name, String value) {
    Optional<PolicyOption> declared = provider.options().stream().filter(o -> o.name().equals(name)).findFirst();
    if (declared.isEmpty()) {
      List<String> names = provider.options().stream().map(PolicyOption::name).toList();
      return Optional.of(new Mismatch("option \"" + name + "\"", names.isEmpty()
          ? "no option: " + provider.name() + " takes none"
          : "an option of " + provider.name() + ": one of " + String.join(", ", names)));
    }
    return declared.get().problem(value).map(expected -> new Mismatch("\"" + value + "\"",
        expected + " (option " + name + " of " + provider.name() + ")"));
  }

  /** Whether {@code provider} takes option {@code name}. */
  public static boolean takes(PolicyProvider provider, String name) {
    return provider.options().stream().anyMatch(o -> o.name().equals(name));
  }

  public static boolean isFolder(Optional<Path> folder) {
    return folder.isPresent() && Files.isDirectory(folder.get());
  }
}
