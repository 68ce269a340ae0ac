package org.valen.hc.paper002;

import java.util.HashMap;
import java.util.Map;
import org.valen.hc.paper002.robustness.AssignedTask;
import org.valen.hc.paper002.robustness.CoreQueue;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * The resource manager's book of the cluster (section 3): every core of every node, numbered node
 * by node, with its queue of assigned tasks ({@link CoreQueue}) and where each assigned task is.
 * It learns what happens from the kernel's hooks: a task starts or is cancelled at its start
 * ({@code lastLook}), or finishes ({@code finished}).
 */
final class CoreBook {
  private final int[] firstCore;
  private final double[] efficiency;
  private final double[] idleWatts;
  private final CoreQueue[] queues;
  private final Map<Integer, AssignedTask> taskOfJob = new HashMap<>();
  private final Map<Integer, Integer> coreOfJob = new HashMap<>();
  private int assigned;

  CoreBook(Platform platform) {
    int nodes = platform.nodes().size();
    firstCore = new int[nodes + 1];
    efficiency = new double[nodes];
    idleWatts = new double[nodes];
    for (int n = 0; n < nodes; n++) {
      Node node = platform.nodes().get(n);
      firstCore[n + 1] = firstCore[n] + node.cores();
      efficiency[n] = node.powerSupplyEfficiency();
      idleWatts[n] = platform.coreTypeOf(node).idlePowerWatts();
    }
    queues = new CoreQueue[firstCore[nodes]];
    for (int c = 0; c < queues.length; c++) {
      queues[c] = new CoreQueue();
    }
  }

  int nodes() {
    return efficiency.length;
  }

  /** Cores of {@code node}. */
  int cores(int node) {
    return firstCore[node + 1] - firstCore[node];
  }

  /** The cluster-wide number of core {@code core} of {@code node}. */
  int globalCore(int node, int core) {
    return firstCore[node] + core;
  }

  /** c_total. */
  int totalCores() {
    return queues.length;
  }

  /** ε(i). */
  double efficiency(int node) {
    return efficiency[node];
  }

  /** A core's power idling (in P4 on paper 002's cluster), before the supply's losses. */
  double idleWatts(int node) {
    return idleWatts[node];
  }

  /** Σ over cores of idle power / ε: the wall power of the idle cluster. */
  double idleWallWatts() {
    double sum = 0;
    for (int n = 0; n < nodes(); n++) {
      sum += cores(n) * idleWatts[n] / efficiency[n];
    }
    return sum;
  }

  CoreQueue queue(int globalCore) {
    return queues[globalCore];
  }

  /** The average number of tasks queued or executing per core (section 5.6's average queue depth). */
  double averageQueueDepth() {
    return assigned / (double) queues.length;
  }

  /** Records {@code task} appended to {@code globalCore}'s queue. */
  void assign(AssignedTask task, int globalCore) {
    queues[globalCore].append(task);
    taskOfJob.put(task.jobIndex(), task);
    coreOfJob.put(task.jobIndex(), globalCore);
    assigned++;
  }

  /** The task of job {@code jobIndex}, or null if it was never assigned (or has left). */
  AssignedTask task(int jobIndex) {
    return taskOfJob.get(jobIndex);
  }

  /** The task starts now on its core. */
  void started(AssignedTask task, double seconds) {
    queues[coreOfJob.get(task.jobIndex())].started(task, seconds);
  }

  /** The task was cancelled at its start: it leaves. */
  void cancelled(AssignedTask task) {
    queues[coreOfJob.remove(task.jobIndex())].cancelled(task);
    taskOfJob.remove(task.jobIndex());
    assigned--;
  }

  /** The task finished: it leaves. */
  void finished(AssignedTask task) {
    queues[coreOfJob.remove(task.jobIndex())].finished(task);
    taskOfJob.remove(task.jobIndex());
    assigned--;
  }
}
