package org.valen.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Everything a simulation reads, loaded and checked before anything is written: platform,
 * workload with its catalogue, the policy providers, and — if a policy needs them — the profiles.
 */
record RunInputs(Platform platform, Workload workload, Catalogue catalogue, List<PolicyProvider> providers,
    Optional<ProfileBook> profiles) {

  static RunInputs load(String platformRef, String workloadRef, Path profilesFolder, List<String> policyNames) {
    Platform platform = ValenFiles.readPlatform(platformRef);
    ValenFiles.LoadedWorkload loaded = ValenFiles.readWorkload(workloadRef);
    List<PolicyProvider> providers = new ArrayList<>();
    for (String name : policyNames) {
      providers.add(Policies.find(name).orElseThrow(() -> new UsageException(
          "unknown policy '" + name + "'; known: " + String.join(", ", Policies.names()))));
    }
    List<JobTemplate> used = usedTemplates(loaded.workload(), loaded.catalogue());
    requireRunnable(platform, loaded.catalogue(), used);
    Optional<ProfileBook> profiles = Optional.empty();
    if (providers.stream().anyMatch(PolicyProvider::needsProfiles)) {
      if (!Files.isDirectory(profilesFolder)) {
        throw new UsageException("no profiles folder " + profilesFolder + " (policies " + policyNames
            + " need design-time profiles; make them with valen profile, or give --profiles)");
      }
      profiles = Optional.of(ProfileBook.load(profilesFolder, loaded.catalogue(), platform, used));
    }
    return new RunInputs(platform, loaded.workload(), loaded.catalogue(), providers, profiles);
  }

  PolicyInputs policyInputs(Map<String, String> options) {
    return new PolicyInputs(platform, catalogue, profiles, options);
  }

  private static List<JobTemplate> usedTemplates(Workload workload, Catalogue catalogue) {
    Set<String> ids = new HashSet<>();
    workload.arrivals().forEach(a -> ids.add(a.templateId()));
    return catalogue.templates().stream().filter(t -> ids.contains(t.id())).toList();
  }

  /** Every used template must be able to run on some node. */
  private static void requireRunnable(Platform platform, Catalogue catalogue, List<JobTemplate> used) {
    for (JobTemplate t : used) {
      boolean somewhere = false;
      for (Node node : platform.nodes()) {
        boolean all = t.tasks().stream().allMatch(task -> catalogue.executionModel().canRun(task, platform.coreTypeOf(node)));
        somewhere |= all;
      }
      if (!somewhere) {
        throw new UsageException("template " + t.id() + " of catalogue " + catalogue.name()
            + " cannot run on any node of platform " + platform.name());
      }
    }
  }
}
