package org.valen.runtime.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The node queues and the core queues of a run. A node queue's head starts as soon as the node has
 * enough free cores for its plan (paper 000's pending task); a core queue's head starts as soon as
 * its core is free (paper 002's per-core FIFO queues). Core queues go first, so a core that is free
 * after {@link DataCentre#startQueued} has an empty core queue.
 */
final class Queues {
  private final List<List<JobRun>> byNode = new ArrayList<>();
  private final ArrayDeque<JobRun>[] byCore;
  /** Jobs in the core queues of each node: nodes without any are skipped at once. */
  private final int[] coreQueuedOnNode;

  @SuppressWarnings("unchecked")
  Queues(int nodes, int cores) {
    for (int n = 0; n < nodes; n++) {
      byNode.add(new ArrayList<>());
    }
    byCore = new ArrayDeque[cores];
    coreQueuedOnNode = new int[nodes];
  }

  List<JobRun> nodeQueue(int node) {
    return byNode.get(node);
  }

  /** The queue of global core {@code core}; empty if none was ever used. */
  List<JobRun> coreQueue(int core) {
    return byCore[core] == null ? List.of() : List.copyOf(byCore[core]);
  }

  void addToNode(int node, JobRun job) {
    byNode.get(node).add(job);
  }

  void addToCore(int node, int core, JobRun job) {
    if (byCore[core] == null) {
      byCore[core] = new ArrayDeque<>();
    }
    byCore[core].addLast(job);
    coreQueuedOnNode[node]++;
  }

  /** Takes {@code job} out of its queue. */
  void remove(JobRun job, int node) {
    if (job.queuedCore >= 0) {
      byCore[job.queuedCore].remove(job);
      coreQueuedOnNode[node]--;
    } else {
      byNode.get(node).remove(job);
    }
  }

  boolean hasCoreQueues(int node) {
    return coreQueuedOnNode[node] > 0;
  }

  /** The head of core {@code core}'s queue, or null. */
  JobRun coreHead(int core) {
    return byCore[core] == null ? null : byCore[core].peekFirst();
  }

  /** Takes the head of core {@code core}'s queue off. */
  void pollCore(int node, int core) {
    byCore[core].pollFirst();
    coreQueuedOnNode[node]--;
  }
}
