package org.valen.model.platform;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.model.Check;

/**
 * A data centre: nodes of (possibly different) core types joined by an interconnect. Paper 001's
 * platform is homogeneous (one core type); paper 000's has 13 machine types.
 *
 * @param name a short name for reports
 * @param description where the numbers come from; may be empty
 * @param coreTypes the core types, unique ids
 * @param nodes the nodes, unique ids, each naming one of {@code coreTypes}
 * @param interconnect data rates inside and between nodes
 */
public record Platform(
    String name,
    String description,
    List<CoreType> coreTypes,
    List<Node> nodes,
    Interconnect interconnect) {

  public Platform {
    Check.id(name, "name");
    java.util.Objects.requireNonNull(description, "description");
    coreTypes = List.copyOf(Check.nonEmpty(coreTypes, "coreTypes"));
    nodes = List.copyOf(Check.nonEmpty(nodes, "nodes"));
    java.util.Objects.requireNonNull(interconnect, "interconnect");
    Set<String> typeIds = new HashSet<>();
    for (CoreType type : coreTypes) {
      if (!typeIds.add(type.id())) {
        throw new IllegalArgumentException("duplicate core type id " + type.id());
      }
    }
    Set<String> nodeIds = new HashSet<>();
    for (Node node : nodes) {
      if (!nodeIds.add(node.id())) {
        throw new IllegalArgumentException("duplicate node id " + node.id());
      }
      if (!typeIds.contains(node.coreTypeId())) {
        throw new IllegalArgumentException(
            "node " + node.id() + " names unknown core type " + node.coreTypeId());
      }
    }
  }

  /** The same platform with other nodes (experiments vary node and core counts). */
  public Platform withNodes(String newName, List<Node> newNodes) {
    return new Platform(newName, description, coreTypes, newNodes, interconnect);
  }

  /** The core type with this id. */
  public Optional<CoreType> findCoreType(String id) {
    return coreTypes.stream().filter(t -> t.id().equals(id)).findFirst();
  }

  /** The core type of {@code node}. */
  public CoreType coreTypeOf(Node node) {
    return findCoreType(node.coreTypeId()).orElseThrow();
  }

  /** Total number of cores over all nodes. */
  public int totalCores() {
    return nodes.stream().mapToInt(Node::cores).sum();
  }

  /** Cores per core type id, in the order of {@link #coreTypes()}. */
  public Map<String, Integer> coresByType() {
    Map<String, Integer> counts = new LinkedHashMap<>();
    coreTypes.forEach(t -> counts.put(t.id(), 0));
    nodes.forEach(n -> counts.merge(n.coreTypeId(), n.cores(), Integer::sum));
    return counts;
  }

  /** Cores of the largest node of each core type, in the order of {@link #coreTypes()}; 0 for a type without nodes. */
  public int[] largestNodeCores() {
    int[] largest = new int[coreTypes.size()];
    for (Node node : nodes) {
      int type = coreTypes.indexOf(coreTypeOf(node));
      largest[type] = Math.max(largest[type], node.cores());
    }
    return largest;
  }

  /** The platform's only core type; fails for a heterogeneous platform. */
  public CoreType singleCoreType() {
    if (coreTypes.size() != 1) {
      throw new IllegalStateException(
          "platform " + name + " has " + coreTypes.size() + " core types, expected one");
    }
    return coreTypes.get(0);
  }
}
