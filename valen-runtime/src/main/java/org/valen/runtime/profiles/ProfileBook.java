package org.valen.runtime.profiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.io.SourceHash;
import org.valen.model.io.ValenFiles;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;

/**
 * The design-time profiles a run-time allocator uses, one per job template, checked against the
 * catalogue and platform they are used with: a profile must name its template and the platform's
 * core type, carry the hash of exactly these inputs (otherwise it is stale), map every task, use
 * levels the core type has, and have at least one entry that fits in a node.
 *
 * <p>The profile of template {@code T} is read from {@code FOLDER/T.json}, or from {@code
 * FOLDER/CATALOGUE/T.json} where CATALOGUE is the catalogue's name.
 */
public final class ProfileBook {
  /** What to run to make profiles again; quoted in stale-profile messages. */
  public static final String REGENERATE = "valen profile --platform PLATFORM --catalogue CATALOGUE --output FOLDER";

  private final Map<String, TemplateProfile> byTemplate;
  private final CoreType coreType;

  private final int coreTypeIndexOnPlatform;

  private ProfileBook(Map<String, TemplateProfile> byTemplate, CoreType coreType, int coreTypeIndexOnPlatform) {
    this.byTemplate = byTemplate;
    this.coreType = coreType;
    this.coreTypeIndexOnPlatform = coreTypeIndexOnPlatform;
  }

  /**
   * Reads and checks the profiles of {@code templates} from {@code folder}.
   *
   * @throws InvalidInputException with every problem of every profile (missing, stale, not
   *     matching its template or the platform)
   */
  public static ProfileBook load(Path folder, Catalogue catalogue, Platform platform, Collection<JobTemplate> templates) {
    List<Problem> problems = new ArrayList<>();
    if (platform.coreTypes().size() != 1) {
      throw InvalidInputException.of(platform.name(), "$.coreTypes",
          platform.coreTypes().size() + " core types", "one core type: paper 001's profiles are per core type of a homogeneous platform");
    }
    CoreType type = platform.singleCoreType();
    int largestNode = platform.nodes().stream().mapToInt(n -> n.cores()).max().orElseThrow();
    Map<String, TemplateProfile> book = new HashMap<>();
    for (JobTemplate template : templates) {
      Path file = fileOf(folder, catalogue, template);
      String name = file.toString();
      if (!Files.isRegularFile(file)) {
        problems.add(new Problem(name, "$", "no such file",
            "the profile of template " + template.id() + "; make profiles with: " + REGENERATE));
        continue;
      }
      Profile profile;
      try {
        profile = ValenFiles.readProfile(name);
      } catch (InvalidInputException e) {
        problems.addAll(e.problems());
        continue;
      }
      int before = problems.size();
      check(name, profile, template, catalogue, platform, type, largestNode, problems);
      if (problems.size() == before) {
        book.put(template.id(), new TemplateProfile(template, profile, largestNode));
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    return new ProfileBook(book, type, platform.coreTypes().indexOf(type));
  }

  private static Path fileOf(Path folder, Catalogue catalogue, JobTemplate template) {
    Path direct = folder.resolve(template.id() + ".json");
    Path nested = folder.resolve(catalogue.name()).resolve(template.id() + ".json");
    return Files.isRegularFile(direct) || !Files.isRegularFile(nested) ? direct : nested;
  }

  private static void check(String file, Profile profile, JobTemplate template, Catalogue catalogue,
      Platform platform, CoreType type, int largestNode, List<Problem> problems) {
    if (!profile.templateId().equals(template.id())) {
      problems.add(new Problem(file, "$.template", "\"" + profile.templateId() + "\"", "\"" + template.id() + "\""));
      return;
    }
    if (!profile.coreTypeId().equals(type.id())) {
      problems.add(new Problem(file, "$.coreType", "\"" + profile.coreTypeId() + "\"",
          "\"" + type.id() + "\", the core type of platform " + platform.name()));
      return;
    }
    String expected = SourceHash.of(template, type, catalogue.executionModel(), platform.interconnect(), profile.settings());
    if (!profile.sourceHash().equals(expected)) {
      problems.add(new Problem(file, "$.sourceHash", profile.sourceHash() + " (a stale profile)",
          expected + ", the hash of template " + template.id() + " of catalogue " + catalogue.name()
              + " on core type " + type.id() + "; make profiles again with: " + REGENERATE));
      return;
    }
    int smallest = Integer.MAX_VALUE;
    for (int i = 0; i < profile.entries().size(); i++) {
      ProfileEntry e = profile.entries().get(i);
      smallest = Math.min(smallest, e.usedCores());
      for (ProfilePoint p : e.front()) {
        if (p.taskCount() != template.taskCount()) {
          problems.add(new Problem(file, "$.entries[" + i + "].taskToCore", p.taskCount() + " tasks",
              template.taskCount() + " tasks, as template " + template.id() + " has"));
          return;
        }
        for (int c = 0; c < p.usedCores(); c++) {
          if (p.levelOf(c) >= type.levelCount()) {
            problems.add(new Problem(file, "$.entries[" + i + "].coreLevels", "level " + p.levelOf(c),
                "a level of core type " + type.id() + " (0 … " + (type.levelCount() - 1) + ")"));
            return;
          }
        }
      }
    }
    if (smallest > largestNode) {
      problems.add(new Problem(file, "$.entries", "entries needing at least " + smallest + " cores",
          "an entry that fits in a node of platform " + platform.name() + " (at most " + largestNode + " cores)"));
    }
  }

  /** The checked profile of {@code template}. */
  public TemplateProfile of(JobTemplate template) {
    TemplateProfile p = byTemplate.get(template.id());
    if (p == null) {
      throw new IllegalArgumentException("no profile was loaded for template " + template.id());
    }
    return p;
  }

  /** Whether the book holds a profile of {@code template} on {@code type}. */
  public boolean covers(JobTemplate template, CoreType type) {
    return type.id().equals(coreType.id()) && byTemplate.containsKey(template.id());
  }

  /**
   * The profile of {@code template} on core type number {@code coreTypeIndex} of the platform the
   * book was loaded for, or null if the book does not cover it: the look-up of run-time policies.
   */
  public TemplateProfile of(JobTemplate template, int coreTypeIndex) {
    return coreTypeIndex == coreTypeIndexOnPlatform ? byTemplate.get(template.id()) : null;
  }

  /** The checked profile of {@code template} on {@code type}; see {@link #covers}. */
  public TemplateProfile of(JobTemplate template, CoreType type) {
    if (!type.id().equals(coreType.id())) {
      throw new IllegalArgumentException("no profile was loaded for core type " + type.id());
    }
    return of(template);
  }

  /** The core type the profiles are for. */
  public CoreType coreType() {
    return coreType;
  }
}
