package org.valen.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.policy.RunProfiles;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Everything a simulation reads, loaded and checked before anything is written: platform,
 * workload with its catalogue, the policies with their options (each option one the policy takes,
 * with a valid value; each need met), and the profiles the run has ({@link RunProfiles}: needed by
 * a policy, or found for every template the workload uses).
 *
 * @param options each provider's options, in the order of {@code providers}
 */
record RunInputs(Platform platform, Workload workload, Catalogue catalogue, List<PolicyProvider> providers,
    List<Map<String, String>> options, RunProfiles.Choice profiles) {

  /** The providers of these names; an unknown name is a usage error naming the known ones. */
  static List<PolicyProvider> providers(List<String> names) {
    List<PolicyProvider> providers = new ArrayList<>();
    for (String name : names) {
      providers.add(Policies.find(name).orElseThrow(() -> new UsageException(Policies.unknown(name))));
    }
    return providers;
  }

  /**
   * Loads and checks the inputs of a run of {@code providers}, each with its options.
   *
   * @throws Refusal with one line per problem of the policies, before the profiles are read
   */
  static RunInputs load(String platformRef, String workloadRef, Path profilesFolder, List<PolicyProvider> providers,
      List<Map<String, String>> options) {
    Platform platform = ValenFiles.readPlatform(platformRef);
    ValenFiles.LoadedWorkload loaded = ValenFiles.readWorkload(workloadRef);
    Catalogue catalogue = loaded.catalogue();
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < providers.size(); i++) {
      problems.addAll(PolicyChecks.problems(providers.get(i), platform, catalogue, Optional.of(profilesFolder),
          options.get(i)));
    }
    Refusal.refuseAny(problems);
    List<JobTemplate> used = usedTemplates(loaded.workload(), catalogue);
    requireRunnable(platform, catalogue, used);
    boolean needed = providers.stream().anyMatch(PolicyProvider::needsProfiles);
    RunProfiles.Choice profiles = RunProfiles.choose(Optional.of(profilesFolder), catalogue, platform, used, needed);
    return new RunInputs(platform, loaded.workload(), catalogue, List.copyOf(providers), List.copyOf(options), profiles);
  }

  /**
   * Policy number {@code index}, made from its inputs; a provider that refuses them (an {@code
   * IllegalArgumentException}) is refused in one line naming it.
   */
  Policy policy(int index) {
    PolicyProvider p = providers.get(index);
    try {
      return p.create(policyInputs(index));
    } catch (IllegalArgumentException e) {
      throw Refusal.of("policy " + p.name() + " cannot run here: " + e.getMessage());
    }
  }

  /** What provider number {@code index} makes its policy from. */
  PolicyInputs policyInputs(int index) {
    return new PolicyInputs(platform, catalogue, profiles.book(), options.get(index));
  }

  private static List<JobTemplate> usedTemplates(Workload workload, Catalogue catalogue) {
    Set<String> ids = new HashSet<>();
    workload.arrivals().forEach(a -> ids.add(a.templateId()));
    return catalogue.templates().stream().filter(t -> ids.contains(t.id())).toList();
  }

  /**
   * The execution model must describe every core type of the platform that has nodes (its
   * P-states), and every used template must be able to run on some node.
   */
  private static void requireRunnable(Platform platform, Catalogue catalogue, List<JobTemplate> used) {
    List<String> problems = new ArrayList<>();
    platform.nodes().stream().map(platform::coreTypeOf).distinct().forEach(type -> catalogue.executionModel()
        .problemOn(type).ifPresent(p -> problems.add("catalogue " + catalogue.name() + " on platform " + platform.name()
            + ": " + p)));
    Refusal.refuseAny(problems);
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
