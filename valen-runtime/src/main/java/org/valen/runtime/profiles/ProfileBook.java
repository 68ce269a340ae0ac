package org.valen.runtime.profiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.profile.Profile;

/**
 * The design-time profiles a run-time allocator uses, checked against the catalogue and platform
 * they are used with: for every template, the profile of every core type of the platform that has
 * nodes and can run every task of the template ({@link ProfileCheck} says what "checked" means).
 * Profiles of core types the platform does not have are ignored; a template that no core type can
 * run needs no profile (the command line refuses it before).
 *
 * <p>The profiles of template {@code T} are read from {@code FOLDER/T.json}, or from {@code
 * FOLDER/CATALOGUE/T.json} where CATALOGUE is the catalogue's name.
 *
 * <p>Look-ups by core type index ({@link #of(JobTemplate, int)}) are one map look-up by template
 * id and one array access: they are on the run-time allocator's hot path.
 */
public final class ProfileBook {
  /** What to run to make profiles again; quoted in missing and stale profile messages. */
  public static final String REGENERATE = Profile.REGENERATE;

  private final Map<String, TemplateProfile[]> byTemplate; // [core type index on the platform], null where not covered
  private final Map<String, Integer> coreTypeIndex;

  private ProfileBook(Map<String, TemplateProfile[]> byTemplate, Map<String, Integer> coreTypeIndex) {
    this.byTemplate = byTemplate;
    this.coreTypeIndex = coreTypeIndex;
  }

  /**
   * Every problem a run would find in {@code profile} (read from {@code file}) on {@code platform}
   * with {@code catalogue}: stale hash, wrong task count, levels or sizes the platform does not
   * have, a core type that runs the template but has no section. {@code valen validate} uses it for
   * files given together.
   */
  public static List<Problem> problemsOf(String file, Profile profile, Catalogue catalogue, Platform platform) {
    List<Problem> problems = new ArrayList<>();
    JobTemplate template = catalogue.templates().stream().filter(t -> t.id().equals(profile.templateId())).findFirst()
        .orElse(null);
    if (template == null) {
      problems.add(new Problem(file, "$.template", "\"" + profile.templateId() + "\"",
          "a template of catalogue " + catalogue.name()));
    } else {
      new ProfileCheck(catalogue, platform).profilesOf(file, profile, template, problems);
    }
    return problems;
  }

  /**
   * Reads and checks the profiles of {@code templates} from {@code folder}.
   *
   * @throws InvalidInputException with every problem of every profile (missing, stale, not
   *     matching its template or the platform, without a core type the platform runs it on)
   */
  public static ProfileBook load(Path folder, Catalogue catalogue, Platform platform, Collection<JobTemplate> templates) {
    return load(folder, catalogue, platform, templates, REGENERATE);
  }

  /**
   * As {@link #load(Path, Catalogue, Platform, Collection)}, quoting {@code regenerate} (the
   * command that makes this run's profiles) where profiles are missing or stale. Missing profiles
   * are one problem, of the folder, with their count and the first few names; so are stale ones
   * where there are several.
   */
  public static ProfileBook load(Path folder, Catalogue catalogue, Platform platform, Collection<JobTemplate> templates,
      String regenerate) {
    List<Problem> problems = new ArrayList<>();
    ProfileCheck check = new ProfileCheck(catalogue, platform, regenerate);
    Map<String, TemplateProfile[]> book = new HashMap<>();
    List<String> missing = new ArrayList<>();
    int needed = 0;
    for (JobTemplate template : templates) {
      if (check.coreTypesRunning(template).isEmpty()) {
        continue;
      }
      needed++;
      Path file = fileOf(folder, catalogue, template);
      String name = file.toString();
      if (!Files.isRegularFile(file)) {
        missing.add(template.id());
        continue;
      }
      try {
        check.profilesOf(name, ValenFiles.readProfile(name), template, problems)
            .ifPresent(profiles -> book.put(template.id(), profiles));
      } catch (InvalidInputException e) {
        problems.addAll(e.problems());
      }
    }
    if (!missing.isEmpty()) {
      problems.add(0, new Problem(folder.toString(), "", "no such file for " + missing.size() + " of the " + needed
          + " templates the run uses (" + firstFew(missing) + ")", "a profile of each, as " + folder.resolve("T.json")
          + " or " + folder.resolve(catalogue.name()).resolve("T.json") + "; make them with: " + regenerate));
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(staleTogether(folder, problems, regenerate));
    }
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < platform.coreTypes().size(); i++) {
      index.put(platform.coreTypes().get(i).id(), i);
    }
    return new ProfileBook(book, index);
  }

  /** The stale profiles among {@code problems} as one problem, where there are several. */
  private static List<Problem> staleTogether(Path folder, List<Problem> problems, String regenerate) {
    List<Problem> stale = problems.stream().filter(p -> p.location().endsWith(".sourceHash")).toList();
    if (stale.size() < 2) {
      return problems;
    }
    List<Problem> rest = new ArrayList<>(problems);
    rest.removeAll(stale);
    rest.add(new Problem(folder.toString(), "", stale.size() + " stale profiles (" + firstFew(stale.stream()
        .map(Problem::file).distinct().toList()) + "): their sourceHash is not that of their template on this"
        + " platform", "profiles of these inputs; make them again with: " + regenerate));
    return rest;
  }

  /** The first three of {@code names}, and "…" if there are more. */
  private static String firstFew(List<String> names) {
    return String.join(", ", names.subList(0, Math.min(3, names.size()))) + (names.size() > 3 ? ", …" : "");
  }

  private static Path fileOf(Path folder, Catalogue catalogue, JobTemplate template) {
    Path direct = folder.resolve(template.id() + ".json");
    Path nested = folder.resolve(catalogue.name()).resolve(template.id() + ".json");
    return Files.isRegularFile(direct) || !Files.isRegularFile(nested) ? direct : nested;
  }

  /** Whether the book holds a profile of {@code template} on {@code type}. */
  public boolean covers(JobTemplate template, CoreType type) {
    Integer index = coreTypeIndex.get(type.id());
    return index != null && of(template, index) != null;
  }

  /**
   * The profile of {@code template} on core type number {@code coreTypeIndex} of the platform the
   * book was loaded for, or null if the book does not cover it: the look-up of run-time policies.
   */
  public TemplateProfile of(JobTemplate template, int coreTypeIndex) {
    TemplateProfile[] profiles = byTemplate.get(template.id());
    return profiles == null ? null : profiles[coreTypeIndex];
  }

  /** The checked profile of {@code template} on {@code type}; see {@link #covers}. */
  public TemplateProfile of(JobTemplate template, CoreType type) {
    if (!covers(template, type)) {
      throw new IllegalArgumentException("no profile was loaded for template " + template.id()
          + " on core type " + type.id());
    }
    return of(template, coreTypeIndex.get(type.id()));
  }
}
