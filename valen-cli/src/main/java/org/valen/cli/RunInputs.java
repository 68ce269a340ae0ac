package org.valen.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.policy.RunProfiles;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.runtime.offers.OfferOrigin;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.policy.ChosenOption;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.profiler.store.ProfileCache;

/**
 * Everything a simulation reads, loaded and checked before anything is written: the workload with
 * its catalogue, the platform (given, or the one the workload names), the policies with their
 * options (each one the policy takes, with a valid value; each need met; the values a policy
 * chooses for this workload added and said), where each policy's offers come from ({@link
 * OfferOrigin}: given, or profiles for a policy that needs them and the execution model for any
 * other), and the profiles if an origin is profiles — made on the fly in the cache where the
 * folder lacks them and every template has one task ({@link ProfileCache}).
 *
 * @param platformFile the platform's file: given, or named by the workload
 * @param platformSource where the platform came from, in words, for the command line
 * @param policies each policy's provider, options and offers, in the order given
 */
record RunInputs(Platform platform, String platformFile, String platformSource, Workload workload, Catalogue catalogue,
    List<PolicyRun> policies) {

  /**
   * One policy of a run: what it is made from and what was chosen for it.
   *
   * @param options the options given and those the policy chose ({@code chosen})
   * @param chosen the values the policy chose for this workload, said on the command line
   * @param offers where its offers come from
   * @param originGiven whether {@code --offers} said so
   * @param profiles the profiles it gets: those of the run if its offers come from them
   * @param profilesFolder the folder they were read from
   */
  record PolicyRun(PolicyProvider provider, Map<String, String> options, List<ChosenOption> chosen, OfferOrigin offers,
      boolean originGiven, Optional<ProfileBook> profiles, Path profilesFolder) {

    /** "offers from design-time profiles in F (--offers profiles: given)", for the command line. */
    String offersLine() {
      String where = offers != OfferOrigin.PROFILES ? offers.words() : profilesFolder.startsWith(ProfileCache.root())
          ? offers.words() + " made on the fly (one-task templates: the files valen profile makes, kept for the next"
              + " run) in " + profilesFolder
          : offers.words() + " in " + profilesFolder;
      return "offers from " + where + " (--offers " + offers.label() + (originGiven ? ", given"
          : offers == OfferOrigin.PROFILES ? ": " + provider.name() + " needs them"
          : ": the default of a policy that needs no profiles") + ")";
    }

    /** What summary.json records of the run beyond its results. */
    RunFiles.Setup setup(Platform platform, String platformFile) {
      return new RunFiles.Setup(platform.name(), platformFile, offers.label(), new TreeMap<>(options));
    }
  }

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
   * @param platformRef the platform given, if one was; else the one the workload names
   * @param offers the origin of every policy's offers, if given
   * @throws Refusal with one line per problem of the policies, before the profiles are read
   */
  static RunInputs load(Optional<String> platformRef, String workloadRef, Path profilesFolder,
      Optional<OfferOrigin> offers, List<PolicyProvider> providers, List<Map<String, String>> options) {
    ValenFiles.LoadedWorkload loaded = ValenFiles.readWorkload(workloadRef);
    Platform platform = platformRef.map(ValenFiles::readPlatform).orElseGet(() -> loaded.platform()
        .orElseThrow(() -> Refusal.of(noPlatform(workloadRef))));
    String platformFile = platformRef.or(loaded::platformFile).orElseThrow();
    String source = platformRef.isEmpty() ? "named by the workload"
        : loaded.platform().filter(named -> !named.equals(platform))
            .map(named -> "given; the workload was made for " + named.name() + ", " + loaded.platformFile().get())
            .orElse("given");
    Catalogue catalogue = loaded.catalogue();
    List<String> problems = new ArrayList<>();
    List<PolicyRun> runs = new ArrayList<>();
    for (int i = 0; i < providers.size(); i++) {
      PolicyProvider p = providers.get(i);
      Map<String, String> given = options.get(i);
      problems.addAll(PolicyChecks.problems(p, platform, catalogue, Optional.of(profilesFolder), given));
      OfferOrigin origin = offers.orElse(OfferOrigin.defaultFor(p));
      originProblem(p, origin, profilesFolder).ifPresent(problems::add);
      List<ChosenOption> chosen = Policies.optionProblems(p, given).isEmpty() ? p.chosenOptions(loaded.workload(), given)
          : List.of();
      Map<String, String> all = new TreeMap<>(given);
      chosen.forEach(c -> all.put(c.name(), c.value()));
      runs.add(new PolicyRun(p, all, chosen, origin, offers.isPresent(), Optional.empty(), profilesFolder));
    }
    Refusal.refuseAny(problems);
    List<JobTemplate> used = usedTemplates(loaded.workload(), catalogue);
    requireRunnable(platform, catalogue, used);
    if (runs.stream().anyMatch(r -> r.offers() == OfferOrigin.PROFILES)) {
      String regenerate = "valen profile --platform " + platformFile + " --catalogue " + loaded.catalogueFile()
          + " --output " + profilesFolder.resolve(catalogue.name());
      RunProfilesOf made = profiles(profilesFolder, catalogue, platform, used, regenerate);
      runs.replaceAll(r -> r.offers() == OfferOrigin.PROFILES ? new PolicyRun(r.provider(), r.options(), r.chosen(),
          r.offers(), r.originGiven(), Optional.of(made.book()), made.folder()) : r);
    }
    return new RunInputs(platform, platformFile, source + " (" + platformFile + ")", loaded.workload(), catalogue,
        List.copyOf(runs));
  }

  /** The profiles of a run and the folder they were read from. */
  private record RunProfilesOf(ProfileBook book, Path folder) {}

  /**
   * The profiles in {@code folder}; if it lacks them and every template has one task, those made on
   * the fly in the cache ({@link ProfileCache}, which the offers' line names); else the folder's problem.
   */
  private static RunProfilesOf profiles(Path folder, Catalogue catalogue, Platform platform, List<JobTemplate> used,
      String regenerate) {
    try {
      return new RunProfilesOf(ProfileBook.load(folder, catalogue, platform, used, regenerate), folder);
    } catch (InvalidInputException e) {
      if (ProfileCache.beyondTheLimit(catalogue, catalogue.templates()).isPresent()) {
        throw e;
      }
      return new RunProfilesOf(RunProfiles.madeOnTheFly(catalogue, platform, used).book().orElseThrow(),
          ProfileCache.folder(ProfileCache.root(), platform, catalogue));
    }
  }

  /** Why a workload given without --platform cannot run: it names none. */
  private static String noPlatform(String workloadRef) {
    Path beside = workloadRef.startsWith("bundled:") ? null : Path.of(workloadRef).resolveSibling("platform.json");
    return "workload " + workloadRef + " names no platform; give --platform FILE"
        + (beside != null && Files.isRegularFile(beside) ? " (" + beside + " is beside it)" : "");
  }

  /** Why {@code origin} cannot serve {@code p}, if it cannot. */
  private static Optional<String> originProblem(PolicyProvider p, OfferOrigin origin, Path folder) {
    boolean needs = p.needs().contains(Need.PROFILES);
    if (origin == OfferOrigin.MODEL && needs) {
      return Optional.of("policy " + p.name() + " needs design-time profiles, which --offers model does not give;"
          + " give --offers profiles or leave --offers out");
    }
    if (origin == OfferOrigin.PROFILES && !needs && !Files.isDirectory(folder)) {
      return Optional.of("--offers profiles: there is no profiles folder " + folder
          + " (make profiles with valen profile, or give --profiles)");
    }
    return Optional.empty();
  }

  /**
   * Policy number {@code index}, made from its inputs; a provider that refuses them (an {@code
   * IllegalArgumentException}) is refused in one line naming it.
   */
  Policy policy(int index) {
    PolicyProvider p = policies.get(index).provider();
    try {
      return p.create(policyInputs(index));
    } catch (IllegalArgumentException e) {
      throw Refusal.of("policy " + p.name() + " cannot run here: " + e.getMessage());
    }
  }

  /** What policy number {@code index} is made from. */
  PolicyInputs policyInputs(int index) {
    PolicyRun run = policies.get(index);
    return new PolicyInputs(platform, catalogue, run.profiles(), run.options());
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
    List<CoreType> withNodes = platform.nodes().stream().map(platform::coreTypeOf).distinct().toList();
    withNodes.forEach(type -> catalogue.executionModel().problemOn(type).ifPresent(p -> problems.add(
        "catalogue " + catalogue.name() + " on platform " + platform.name() + ": " + p)));
    Refusal.refuseAny(problems);
    List<String> unrunnable = new ArrayList<>();
    for (JobTemplate t : used) {
      if (withNodes.stream().noneMatch(type -> t.tasks().stream()
          .allMatch(task -> catalogue.executionModel().canRun(task, type)))) {
        unrunnable.add(t.id());
      }
    }
    if (!unrunnable.isEmpty()) {
      throw Refusal.of(unrunnable.size() + " template" + (unrunnable.size() == 1 ? "" : "s") + " of catalogue "
          + catalogue.name() + " cannot run on any node of platform " + platform.name() + " ("
          + String.join(", ", unrunnable.subList(0, Math.min(3, unrunnable.size())))
          + (unrunnable.size() > 3 ? ", …" : "") + ")");
    }
  }
}
