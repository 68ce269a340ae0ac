package org.valen.papers.paper003;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.profit.Bag;
import org.valen.profit.FullAllocation;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * Paper 003's full allocation played through valen's kernel: at its first decision (every task of
 * the bag has arrived at time 0) the policy puts each task on the core queue of the machine
 * Algorithm 2 gave it, in the order that machine runs them (task types by ETC descending), with
 * the plan the kernel offers for that task type on that machine type. Later decisions do nothing:
 * the kernel runs each core's queue to the end. Machine m of machine type j is the m-th core of
 * the platform's core type j, counting node by node.
 */
public final class AllocationPolicy implements Policy {
  private final Bag bag;
  private final FullAllocation allocation;
  private final List<String> templates;
  private boolean placed;

  /**
   * @param allocation the full allocation of {@code bag}
   * @param templates the template of each task type of the bag (by task type index)
   */
  public AllocationPolicy(FullAllocation allocation, List<String> templates) {
    this.bag = allocation.bag();
    this.allocation = allocation;
    this.templates = List.copyOf(templates);
  }

  @Override
  public String name() {
    return "Paper003Allocation";
  }

  @Override
  public Triggers triggers() {
    return Triggers.onEventsOnly();
  }

  @Override
  public void decide(DecisionContext c) {
    if (placed) {
      return;
    }
    placed = true;
    Map<String, Deque<JobView>> waiting = new HashMap<>();
    for (JobView job : c.waiting()) {
      waiting.computeIfAbsent(job.template().id(), t -> new ArrayDeque<>()).add(job);
    }
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      List<int[]> machines = machinesOfType(c, j);
      if (machines.size() != bag.machines(j)) {
        throw new IllegalStateException("machine type " + bag.machineTypes().get(j) + " has " + bag.machines(j)
            + " machines in the bag but " + machines.size() + " cores on the platform");
      }
      int[] order = allocation.executionOrder(j);
      Plan[] plans = new Plan[order.length];
      for (int m = 0; m < machines.size(); m++) {
        int[] at = machines.get(m);
        for (int k = 0; k < order.length; k++) {
          int i = order[k];
          Deque<JobView> jobs = waiting.get(templates.get(i));
          for (int n = allocation.tasks(j, m, i); n > 0; n--) {
            JobView job = jobs.removeFirst();
            if (plans[k] == null) {
              plans[k] = plan(c, job, at[0]);
            }
            c.enqueueOnCore(job, at[0], at[1], plans[k]);
          }
        }
      }
    }
  }

  /** The kernel's offer for a one-task job on one core of {@code node}, asked while every core is free. */
  private static Plan plan(DecisionContext c, JobView job, int node) {
    List<Offer> offers = c.offers(job, node, 1, c.now());
    if (offers.isEmpty()) {
      throw new IllegalStateException("the kernel offers no plan for " + job.template().id() + " on node " + node);
    }
    return offers.get(0).plan();
  }

  /** (node, core) of every core of core type {@code type}, node by node. */
  private static List<int[]> machinesOfType(DecisionContext c, int type) {
    List<int[]> cores = new ArrayList<>();
    for (int node = 0; node < c.nodeCount(); node++) {
      if (c.coreTypeOf(node) == type) {
        for (int core = 0; core < c.totalCores(node); core++) {
          cores.add(new int[] {node, core});
        }
      }
    }
    return cores;
  }
}
