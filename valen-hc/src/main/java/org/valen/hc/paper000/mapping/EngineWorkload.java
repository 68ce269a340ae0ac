package org.valen.hc.paper000.mapping;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * The workloads the accelerated engine serves, making exactly the decisions of the readable rules
 * ({@code org.valen.hc.paper000.rules}): paper 000's own, as its generator makes them.
 *
 * <ul>
 *   <li>ETC/APC matrices (an execution model of kind matrix), nodes of one core, one-task jobs;
 *   <li>the templates are the matrices' task types, one each, in the matrices' row order, and the
 *       platform's core types that have nodes are the matrices' columns, in order, each with the
 *       P-states of the matrices, its nodes listed together: the engine numbers task types and
 *       machines by the matrices, the rules by the catalogue and the platform;
 *   <li>P-state 0 is no slower than any other, so that it is the fastest offer (the rules' "P-state
 *       0 only").
 * </ul>
 */
public final class EngineWorkload {
  private EngineWorkload() {}

  /** What keeps the engine from serving this platform and catalogue, in a few words; empty if nothing. */
  public static Optional<String> problem(Platform platform, Catalogue catalogue) {
    if (!(catalogue.executionModel() instanceof MatrixModel matrix)) {
      return Optional.of("catalogue " + catalogue.name() + " has no ETC/APC matrices (its execution model is "
          + catalogue.executionModel().getClass().getSimpleName() + ")");
    }
    for (Node node : platform.nodes()) {
      if (node.cores() != 1) {
        return Optional.of("node " + node.id() + " has " + node.cores() + " cores, not one");
      }
    }
    List<String> taskTypes = new ArrayList<>();
    for (JobTemplate t : catalogue.templates()) {
      if (t.taskCount() != 1) {
        return Optional.of("template " + t.id() + " has " + t.taskCount() + " tasks, not one");
      }
      taskTypes.add(t.task(0).type());
    }
    if (!taskTypes.equals(matrix.taskTypes())) {
      return Optional.of("the templates of catalogue " + catalogue.name()
          + " are not the matrices' task types, one each, in their order");
    }
    List<String> nodeTypes = new ArrayList<>();
    for (Node node : platform.nodes()) {
      if (nodeTypes.isEmpty() || !nodeTypes.get(nodeTypes.size() - 1).equals(node.coreTypeId())) {
        nodeTypes.add(node.coreTypeId());
      }
    }
    List<String> usedTypes = platform.coreTypes().stream().map(CoreType::id).filter(nodeTypes::contains).toList();
    if (!nodeTypes.equals(matrix.coreTypeIds()) || !usedTypes.equals(matrix.coreTypeIds())) {
      return Optional.of("the nodes of platform " + platform.name()
          + " are not listed core type by core type in the order of the matrices' columns");
    }
    for (CoreType type : platform.coreTypes()) {
      if (usedTypes.contains(type.id()) && type.levelCount() != matrix.levels()) {
        return Optional.of("core type " + type.id() + " has " + type.levelCount() + " P-states, the matrices "
            + matrix.levels());
      }
    }
    for (int i = 0; i < taskTypes.size(); i++) {
      for (int j = 0; j < matrix.coreTypeIds().size(); j++) {
        for (int k = 1; k < matrix.levels(); k++) {
          if (matrix.timeSeconds(i, j, k) < matrix.timeSeconds(i, j, 0)) {
            return Optional.of("task type " + taskTypes.get(i) + " runs faster on core type "
                + matrix.coreTypeIds().get(j) + " in P-state " + k + " than in P-state 0");
          }
        }
      }
    }
    return Optional.empty();
  }
}
