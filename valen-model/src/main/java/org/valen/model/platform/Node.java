package org.valen.model.platform;

import org.valen.model.Check;

/**
 * A server of the platform: {@code cores} homogeneous cores of one core type, grouped into {@code
 * processors} multicore processors of equal size (paper 002's node → processor → core hierarchy;
 * paper 001 uses one processor per node).
 *
 * @param id identifier, unique within a platform
 * @param coreTypeId the {@link CoreType#id()} of every core of the node
 * @param cores number of cores
 * @param processors number of processors; divides {@code cores}
 * @param powerSupplyEfficiency fraction of the wall power that reaches the node (paper 002's
 *     ε(i)); wall power = delivered power / efficiency
 */
public record Node(
    String id, String coreTypeId, int cores, int processors, double powerSupplyEfficiency) {

  public Node {
    Check.id(id, "id");
    Check.id(coreTypeId, "coreTypeId");
    Check.atLeast(cores, 1, "cores");
    Check.atLeast(processors, 1, "processors");
    if (cores % processors != 0) {
      throw new IllegalArgumentException(
          "node " + id + ": " + cores + " cores cannot be split into " + processors + " processors");
    }
    if (!(powerSupplyEfficiency > 0 && powerSupplyEfficiency <= 1)) {
      throw new IllegalArgumentException(
          "node " + id + ": powerSupplyEfficiency must be in (0, 1], was " + powerSupplyEfficiency);
    }
  }

  /** A node of one processor behind an ideal power supply (paper 001). */
  public static Node of(String id, String coreTypeId, int cores) {
    return new Node(id, coreTypeId, cores, 1, 1.0);
  }

  /** Cores of each processor. */
  public int coresPerProcessor() {
    return cores / processors;
  }
}
