package org.valen.runtime.sim;

import org.valen.model.energy.EnergyKind;
import org.valen.model.energy.EnergyMeter;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * Every core of the platform, numbered globally (node by node), with the job holding it and the
 * power it draws. A core is in one of four states, each with its power:
 *
 * <ul>
 *   <li>free: {@code idlePowerWatts} (IDLE);
 *   <li>held by a job, not computing: static power (STATIC);
 *   <li>held and running a task: static (STATIC) + the task's dynamic power at the core's level
 *       (DYNAMIC);
 *   <li>held while its job pauses (checkpoint, migration): static (STATIC) + the dynamic power of
 *       the fastest level (OVERHEAD).
 * </ul>
 *
 * The meter integrates these powers; the trace sees every change.
 */
final class CoreTable {
  private static final int KINDS = EnergyKind.values().length;
  private final int[] nodeOf;
  private final int[] firstCore;
  private final int[] freeCount;
  private final CoreType[] typeOf;
  private final JobRun[] holder;
  private final EnergyMeter meter;
  private final Trace trace;
  /** Dynamic power each core draws during a pause (see {@link #overhead}). */
  private final double[] pauseWatts;
  private final double[] watts; // [core * kinds + kind], mirrors the meter for the trace
  /** Index of each node's core type in the platform's core types, free cores per type, nodes with a free core. */
  private final int[] typeIndexOfNode;
  private final int[] freeOfType;
  private final java.util.BitSet nodesWithFree = new java.util.BitSet();

  CoreTable(Platform platform, Trace trace, double pausePowerShare) {
    int total = platform.totalCores();
    this.nodeOf = new int[total];
    this.typeOf = new CoreType[total];
    this.firstCore = new int[platform.nodes().size() + 1];
    this.freeCount = new int[platform.nodes().size()];
    this.holder = new JobRun[total];
    this.trace = trace;
    double[] efficiency = new double[total];
    this.typeIndexOfNode = new int[platform.nodes().size()];
    this.freeOfType = new int[platform.coreTypes().size()];
    int core = 0;
    for (int n = 0; n < platform.nodes().size(); n++) {
      Node node = platform.nodes().get(n);
      firstCore[n] = core;
      freeCount[n] = node.cores();
      CoreType type = platform.coreTypeOf(node);
      typeIndexOfNode[n] = platform.coreTypes().indexOf(type);
      freeOfType[typeIndexOfNode[n]] += node.cores();
      nodesWithFree.set(n);
      for (int i = 0; i < node.cores(); i++, core++) {
        nodeOf[core] = n;
        typeOf[core] = type;
        efficiency[core] = node.powerSupplyEfficiency();
      }
    }
    firstCore[platform.nodes().size()] = core;
    this.meter = new EnergyMeter(efficiency);
    this.pauseWatts = new double[total];
    for (int c = 0; c < total; c++) {
      pauseWatts[c] = typeOf[c].level(0).dynamicPowerWatts() * pausePowerShare;
    }
    this.watts = new double[total * KINDS];
    for (int c = 0; c < total; c++) {
      set(c, EnergyKind.IDLE, 0, typeOf[c].idlePowerWatts());
    }
  }

  int nodeCount() {
    return freeCount.length;
  }

  int coreCount() {
    return nodeOf.length;
  }

  int nodeOf(int core) {
    return nodeOf[core];
  }

  CoreType typeOfNode(int node) {
    return typeOf[firstCore[node]];
  }

  int freeCores(int node) {
    return freeCount[node];
  }

  int totalCores(int node) {
    return firstCore[node + 1] - firstCore[node];
  }

  /** Global index of the first core of {@code node}; {@code firstCore(nodeCount())} is the core count. */
  int firstCore(int node) {
    return firstCore[node];
  }

  /** Free cores over the nodes of core type number {@code typeIndex} of the platform. */
  int freeCoresOfType(int typeIndex) {
    return freeOfType[typeIndex];
  }

  /** The first node at or after {@code from} with a free core, or -1. */
  int nextNodeWithFreeCores(int from) {
    return from < 0 ? -1 : nodesWithFree.nextSetBit(from);
  }

  JobRun holder(int core) {
    return holder[core];
  }

  EnergyMeter meter() {
    return meter;
  }

  /** The {@code count} lowest-numbered free cores of {@code node}, preferring those in {@code own}. */
  int[] pick(int node, int count, int[] own) {
    int[] picked = new int[count];
    int n = 0;
    for (int c : own) {
      if (n < count && nodeOf[c] == node) {
        picked[n++] = c;
      }
    }
    for (int c = firstCore[node]; c < firstCore[node + 1] && n < count; c++) {
      if (holder[c] == null) {
        picked[n++] = c;
      }
    }
    if (n < count) {
      throw new IllegalStateException("node " + node + " has fewer than " + count + " cores to give");
    }
    if (own.length > 0) { // the own cores came first; the others are in order already
      java.util.Arrays.sort(picked);
    }
    return picked;
  }

  /** {@code job} takes free core {@code core}; it now draws static power. */
  void acquire(int core, JobRun job, double now) {
    if (holder[core] != null) {
      throw new IllegalStateException("core " + core + " is held by " + holder[core].id());
    }
    holder[core] = job;
    int node = nodeOf[core];
    if (--freeCount[node] == 0) {
      nodesWithFree.clear(node);
    }
    freeOfType[typeIndexOfNode[node]]--;
    set(core, EnergyKind.IDLE, now, 0);
    set(core, EnergyKind.STATIC, now, typeOf[core].staticPowerWatts());
  }

  /** The core becomes free; it now draws idle power. */
  void release(int core, double now) {
    holder[core] = null;
    int node = nodeOf[core];
    if (freeCount[node]++ == 0) {
      nodesWithFree.set(node);
    }
    freeOfType[typeIndexOfNode[node]]++;
    set(core, EnergyKind.DYNAMIC, now, 0);
    set(core, EnergyKind.OVERHEAD, now, 0);
    set(core, EnergyKind.STATIC, now, 0);
    set(core, EnergyKind.IDLE, now, typeOf[core].idlePowerWatts());
  }

  /** The held core runs a task drawing {@code dynamicWatts}. */
  void running(int core, double now, double dynamicWatts) {
    set(core, EnergyKind.DYNAMIC, now, dynamicWatts);
  }

  /** The held core stops computing. */
  void stopped(int core, double now) {
    set(core, EnergyKind.DYNAMIC, now, 0);
    set(core, EnergyKind.OVERHEAD, now, 0);
  }

  /**
   * The held core's job pauses; the core draws its fastest level's dynamic power, times the run's
   * {@link SimulationSettings#pausePowerShare()}, as overhead.
   */
  void overhead(int core, double now) {
    set(core, EnergyKind.DYNAMIC, now, 0);
    set(core, EnergyKind.OVERHEAD, now, overheadWatts(core));
  }

  /** Dynamic power a core draws during a pause. */
  double overheadWatts(int core) {
    return pauseWatts[core];
  }

  private void set(int core, EnergyKind kind, double now, double w) {
    int slot = core * KINDS + kind.ordinal();
    if (watts[slot] != w) {
      watts[slot] = w;
      meter.setPower(core, kind, now, w);
      trace.powerChanged(now, core, kind, w);
    }
  }
}
