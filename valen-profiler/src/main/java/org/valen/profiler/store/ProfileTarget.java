package org.valen.profiler.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Platform;

/**
 * What a catalogue is profiled on: the platform's one core type, the catalogue's execution model
 * and the platform's interconnect. Paper 001's nodes are homogeneous and a profile is made for one
 * core type, so a platform of several core types is refused, as is a catalogue whose model cannot
 * run some task on the core type at every level, or a template whose tasks all take no time.
 */
public record ProfileTarget(CoreType coreType, ExecutionModel model, Interconnect interconnect) {

  /**
   * Checks that {@code catalogue} can be profiled on {@code platform}.
   *
   * @param platformFile how the user named the platform, for messages
   * @param catalogueFile how the user named the catalogue, for messages
   * @throws InvalidInputException with one problem per reason, if not
   */
  public static ProfileTarget of(Platform platform, String platformFile, Catalogue catalogue, String catalogueFile) {
    if (platform.coreTypes().size() != 1) {
      String ids = platform.coreTypes().stream().map(CoreType::id).collect(Collectors.joining(", "));
      throw InvalidInputException.of(platformFile, "$.coreTypes",
          platform.coreTypes().size() + " core types (" + ids + ")",
          "one core type: profiles are made per core type on homogeneous nodes (paper 001); "
              + "profile each core type with a platform of its own");
    }
    CoreType core = platform.coreTypes().get(0);
    List<Problem> problems = new ArrayList<>();
    unrunnableTaskTypes(catalogue, core).forEach((type, where) -> problems.add(new Problem(catalogueFile,
        "$.executionModel", "no finite time for task type \"" + type + "\" (" + where + ") on core type \""
            + core.id() + "\" at every one of its " + core.levelCount() + " levels",
        "a model that runs every task on the platform's core type \"" + core.id() + "\"")));
    for (int i = 0; i < catalogue.templates().size(); i++) {
      JobTemplate t = catalogue.templates().get(i);
      if (!(t.totalReferenceSeconds() > 0)) {
        problems.add(new Problem(catalogueFile, "$.templates[" + i + "]", "template \"" + t.id()
            + "\" whose tasks all take 0 s", "at least one task with referenceSeconds > 0 (a profile needs a"
            + " positive response time)"));
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    return new ProfileTarget(core, catalogue.executionModel(), platform.interconnect());
  }

  /** Task types that cannot run on {@code core} at some level, with the first task that has it. */
  private static Map<String, String> unrunnableTaskTypes(Catalogue catalogue, CoreType core) {
    Map<String, String> bad = new LinkedHashMap<>();
    for (JobTemplate template : catalogue.templates()) {
      for (Task task : template.tasks()) {
        if (!bad.containsKey(task.type()) && !runsAtEveryLevel(catalogue.executionModel(), task, core)) {
          bad.put(task.type(), "task " + task.id() + " of template " + template.id());
        }
      }
    }
    return bad;
  }

  private static boolean runsAtEveryLevel(ExecutionModel model, Task task, CoreType core) {
    try {
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
}
