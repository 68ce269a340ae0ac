package org.valen.profiler.store;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Platform;
import org.valen.model.profile.ProfileCoverage;

/**
 * What a catalogue is profiled on: the core types of the platform that have nodes, the largest
 * node of each (a job runs on one node, so no budget goes beyond it), the catalogue's execution
 * model and the platform's interconnect. A template is profiled on every such core type that runs
 * all its tasks ({@link ProfileCoverage}; paper 000's special-purpose task types run on some core
 * types only).
 *
 * <p>Refused before anything is written: a model that gives a task type a finite time on a core
 * type at some levels but not at all (or no entry at all for a core type of the platform), a
 * template that no core type of the platform runs entirely, and a template whose tasks all take no
 * time.
 */
public final class ProfileTarget {
  private final ProfileCoverage coverage;
  private final ExecutionModel model;

  private ProfileTarget(Platform platform, ExecutionModel model) {
    this.coverage = new ProfileCoverage(platform, model);
    this.model = model;
  }

  /**
   * Checks that {@code catalogue} can be profiled on {@code platform}.
   *
   * @param platformFile how the user named the platform, for messages
   * @param catalogueFile how the user named the catalogue, for messages
   * @throws InvalidInputException with one problem per reason, if not
   */
  public static ProfileTarget of(Platform platform, String platformFile, Catalogue catalogue, String catalogueFile) {
    ProfileTarget target = new ProfileTarget(platform, catalogue.executionModel());
    List<Problem> problems = new ArrayList<>();
    target.addModelProblems(catalogue, catalogueFile, problems);
    if (problems.isEmpty()) {
      target.addTemplateProblems(catalogue, platformFile, catalogueFile, problems);
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    return target;
  }

  public Platform platform() {
    return coverage.platform();
  }

  public ExecutionModel model() {
    return model;
  }

  public Interconnect interconnect() {
    return platform().interconnect();
  }

  /** Cores of the largest node of core type number {@code coreTypeIndex}; 0 if it has no nodes. */
  public int largestNode(int coreTypeIndex) {
    return coverage.largestNode(coreTypeIndex);
  }

  /** Indices of the core types {@code template} is profiled on: with nodes, running every task. */
  public List<Integer> coreTypesRunning(JobTemplate template) {
    return coverage.coreTypesOf(template);
  }

  /** Ids of the core types some template is profiled on, in platform order: for reports. */
  public List<String> coreTypeIds(Catalogue catalogue) {
    Set<Integer> used = new HashSet<>();
    catalogue.templates().forEach(t -> used.addAll(coreTypesRunning(t)));
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < platform().coreTypes().size(); i++) {
      if (used.contains(i)) {
        ids.add(platform().coreTypes().get(i).id());
      }
    }
    return ids;
  }

  /** A task type that runs on a core type must run at every level; one problem per task type. */
  private void addModelProblems(Catalogue catalogue, String catalogueFile, List<Problem> problems) {
    Set<String> checked = new HashSet<>();
    for (JobTemplate template : catalogue.templates()) {
      for (Task task : template.tasks()) {
        if (!checked.add(task.type())) {
          continue;
        }
        for (int i = 0; i < platform().coreTypes().size(); i++) {
          CoreType core = platform().coreTypes().get(i);
          if (largestNode(i) > 0 && !isWhole(task, core)) {
            problems.add(new Problem(catalogueFile, "$.executionModel", "no finite time for task type \""
                + task.type() + "\" (task " + task.id() + " of template " + template.id() + ") on core type \""
                + core.id() + "\" at every one of its " + core.levelCount() + " levels",
                "a model that gives every task type a finite time and power at every level of a core type of the"
                    + " platform, or an infinite time at all of them (it cannot run there)"));
            break;
          }
        }
      }
    }
  }

  /** Whether the model says of {@code task} on {@code core}: runs at every level, or at none. */
  private boolean isWhole(Task task, CoreType core) {
    try {
      if (!model.canRun(task, core)) {
        return true;
      }
      for (int level = 0; level < core.levelCount(); level++) {
        if (!Double.isFinite(model.timeSeconds(task, core, level))
            || !Double.isFinite(model.dynamicPowerWatts(task, core, level))) {
          return false;
        }
      }
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private void addTemplateProblems(Catalogue catalogue, String platformFile, String catalogueFile,
      List<Problem> problems) {
    for (int i = 0; i < catalogue.templates().size(); i++) {
      JobTemplate t = catalogue.templates().get(i);
      if (!(t.totalReferenceSeconds() > 0)) {
        problems.add(new Problem(catalogueFile, "$.templates[" + i + "]", "template \"" + t.id()
            + "\" whose tasks all take 0 s", "at least one task with referenceSeconds > 0 (a profile needs a"
            + " positive response time)"));
      } else if (coreTypesRunning(t).isEmpty()) {
        problems.add(new Problem(catalogueFile, "$.templates[" + i + "]", "template \"" + t.id()
            + "\", which no core type of platform " + platformFile + " runs entirely",
            "a template whose every task has a finite time on some core type with nodes (the model gives +∞"
                + " where a task type cannot run)"));
      }
    }
  }
}
