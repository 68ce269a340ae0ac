package org.valen.runtime.profiles;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.valen.model.io.Problem;
import org.valen.model.io.SourceHash;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileCoverage;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.Allocations;

/**
 * What {@link ProfileBook} checks of a template's profile file on a platform. The file must name
 * its template and hold a profile of every core type that needs one ({@link ProfileCoverage}: the
 * platform has nodes of it and it runs every task of the template), and each of those must carry the hash of exactly
 * these inputs (otherwise it is stale), map every task, order tasks after their predecessors, use levels the core type has, and have an
 * entry that fits in a node of that core type.
 */
final class ProfileCheck {
  private final Catalogue catalogue;
  private final Platform platform;
  private final ProfileCoverage coverage;
  private final SourceHash.Hasher hasher;
  private final String regenerate;

  ProfileCheck(Catalogue catalogue, Platform platform) {
    this(catalogue, platform, ProfileBook.REGENERATE);
  }

  /** A check whose messages quote {@code regenerate}, the command that makes the profiles again. */
  ProfileCheck(Catalogue catalogue, Platform platform, String regenerate) {
    this.regenerate = regenerate;
    this.catalogue = catalogue;
    this.platform = platform;
    this.coverage = new ProfileCoverage(platform, catalogue.executionModel());
    this.hasher = new SourceHash.Hasher(catalogue.executionModel(), platform.interconnect());
  }

  /** Indices of the core types that need a profile of {@code template}: with nodes, running every task. */
  List<Integer> coreTypesRunning(JobTemplate template) {
    return coverage.coreTypesOf(template);
  }

  /**
   * The checked profiles of {@code template} by core type index (null where none is needed), or
   * empty after adding the file's problems.
   */
  Optional<TemplateProfile[]> profilesOf(String file, Profile profile, JobTemplate template, List<Problem> problems) {
    if (!profile.templateId().equals(template.id())) {
      problems.add(new Problem(file, "$.template", "\"" + profile.templateId() + "\"", "\"" + template.id() + "\""));
      return Optional.empty();
    }
    int before = problems.size();
    TemplateProfile[] byCoreType = new TemplateProfile[platform.coreTypes().size()];
    for (int i : coreTypesRunning(template)) {
      CoreType type = platform.coreTypes().get(i);
      int section = profile.indexOf(type.id());
      if (section < 0) {
        problems.add(new Problem(file, "$.coreTypes", "no profile of core type " + type.id() + " (profiles of "
            + profile.coreTypes().stream().map(CoreTypeProfile::coreTypeId).collect(Collectors.joining(", ")) + ")",
            "a profile of every core type of platform " + platform.name() + " that runs template " + template.id()
                + "; make profiles again with: " + regenerate));
      } else if (isValid(file, "$.coreTypes[" + section + "]", profile.coreTypes().get(section), template, i,
          problems)) {
        byCoreType[i] = new TemplateProfile(template, profile.coreTypes().get(section), coverage.largestNode(i));
      }
    }
    return problems.size() == before ? Optional.of(byCoreType) : Optional.empty();
  }

  private boolean isValid(String file, String path, CoreTypeProfile profile, JobTemplate template, int typeIndex,
      List<Problem> problems) {
    CoreType type = platform.coreTypes().get(typeIndex);
    String expected = hasher.of(template, type, profile.settings());
    if (!profile.sourceHash().equals(expected)) {
      problems.add(new Problem(file, path + ".sourceHash", profile.sourceHash() + " (a stale profile)",
          expected + ", the hash of template " + template.id() + " of catalogue " + catalogue.name()
              + " on core type " + type.id() + "; make profiles again with: " + regenerate));
      return false;
    }
    int smallest = Integer.MAX_VALUE;
    for (int i = 0; i < profile.entries().size(); i++) {
      ProfileEntry e = profile.entries().get(i);
      smallest = Math.min(smallest, e.usedCores());
      for (ProfilePoint p : e.front()) {
        if (p.taskCount() != template.taskCount()) {
          problems.add(new Problem(file, path + ".entries[" + i + "].taskToCore", p.taskCount() + " tasks",
              template.taskCount() + " tasks, as template " + template.id() + " has"));
          return false;
        }
        java.util.Optional<String> orderProblem = p.hasTaskOrder()
            ? Allocations.orderProblem(template, p.taskOrder()) : java.util.Optional.empty();
        if (orderProblem.isPresent()) {
          problems.add(new Problem(file, path + ".entries[" + i + "].taskOrder", orderProblem.get(),
              "a topological order of template " + template.id() + " (every task once, after its predecessors)"));
          return false;
        }
        for (int c = 0; c < p.usedCores(); c++) {
          if (p.levelOf(c) >= type.levelCount()) {
            problems.add(new Problem(file, path + ".entries[" + i + "].coreLevels", "level " + p.levelOf(c),
                "a level of core type " + type.id() + " (0 … " + (type.levelCount() - 1) + ")"));
            return false;
          }
        }
      }
    }
    if (smallest > coverage.largestNode(typeIndex)) {
      problems.add(new Problem(file, path + ".entries", "entries needing at least " + smallest + " cores",
          "an entry that fits in a node of core type " + type.id() + " of platform " + platform.name()
              + " (at most " + coverage.largestNode(typeIndex) + " cores)"));
      return false;
    }
    return true;
  }
}
