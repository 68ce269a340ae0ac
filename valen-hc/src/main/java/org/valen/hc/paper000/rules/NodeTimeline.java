package org.valen.hc.paper000.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * What a mapping event expects of one node: when each of its cores becomes free, hence the node's
 * ready time for a plan of some cores, and the energy its unmovable jobs will still use (paper 000,
 * sections III-C and III-D, generalized to nodes of many cores and to DAG jobs).
 *
 * <ul>
 *   <li>A running job holds its cores until its expected end, its plan's start + expected response
 *       time (now, if it runs late); the other cores are free now.
 *   <li>The node's queue runs in FIFO order: each job starts as soon as the cores it needs are free
 *       (it takes those that free first), never before the job ahead of it, and holds them for its
 *       expected response time.
 *   <li>The <em>ready time</em> for a plan of c cores is when a job queued now would start: the
 *       later of the c-th earliest core time and the start of the last queued job.
 * </ul>
 *
 * On a node of one core this is paper 000's machine ready time: max(now, end of the executing
 * task) + ETC of the pending task, growing by the ETC of each task mapped to it.
 *
 * <p>The unmovable jobs' energy (e_unmov): a running job is expected to use its plan's energy
 * evenly over its expected response time, E × max(0, end − now) / R (for one task: APC × the time
 * it has left); a queued job all of its plan's energy.
 */
final class NodeTimeline {
  private double nowSeconds;
  /** When each core becomes free, ascending; never before now. */
  private final double[] coreFreeSeconds;
  private double lastStartSeconds = Double.NEGATIVE_INFINITY;
  private double runningJoules;
  private double queuedJoules;

  /** A node of {@code cores} free cores at {@code nowSeconds}. */
  NodeTimeline(int cores, double nowSeconds) {
    this.nowSeconds = nowSeconds;
    this.coreFreeSeconds = new double[cores];
    Arrays.fill(coreFreeSeconds, nowSeconds);
  }

  /**
   * Every node's timeline at the start of a mapping event, from its running and queued jobs: those
   * of {@code last} (the previous event's, or an empty list) set again when there are as many.
   */
  static List<NodeTimeline> of(DecisionContext context, List<NodeTimeline> last) {
    List<NodeTimeline> nodes = last;
    if (nodes.size() != context.nodeCount()) {
      nodes = new ArrayList<>(context.nodeCount());
      for (int n = 0; n < context.nodeCount(); n++) {
        nodes.add(new NodeTimeline(context.totalCores(n), context.now()));
      }
    } else {
      nodes.forEach(node -> node.clear(context.now()));
    }
    for (JobView job : context.running()) {
      nodes.get(job.node()).hold(job.plan(), job.planStartSeconds() + job.plan().expectedResponseSeconds());
    }
    for (int n = 0; n < context.nodeCount(); n++) {
      List<? extends JobView> queue = context.queue(n);
      for (int k = 0; k < queue.size(); k++) {
        nodes.get(n).queue(queue.get(k).plan());
      }
    }
    return nodes;
  }

  /** Every core free at {@code seconds}, no job running or queued. */
  private void clear(double seconds) {
    nowSeconds = seconds;
    Arrays.fill(coreFreeSeconds, seconds);
    lastStartSeconds = Double.NEGATIVE_INFINITY;
    runningJoules = 0;
    queuedJoules = 0;
  }

  /**
   * A running job of {@code plan}, expected to end at {@code endSeconds}, holds free cores (the
   * first ones: free cores, at now, come first; one held by a job that runs late is at now too).
   */
  void hold(Plan plan, double endSeconds) {
    take(plan.usedCores(), Math.max(nowSeconds, endSeconds));
    double left = Math.max(0, endSeconds - nowSeconds);
    runningJoules += plan.expectedEnergyJoules() * left / plan.expectedResponseSeconds();
  }

  /** A job of {@code plan} in the node's queue, behind those queued before. */
  void queue(Plan plan) {
    place(plan.usedCores(), readyFor(plan.usedCores()), plan.expectedResponseSeconds());
    queuedJoules += plan.expectedEnergyJoules();
  }

  /** When a plan of {@code cores} cores queued now would start. */
  double readyFor(int cores) {
    return Math.max(lastStartSeconds, coreFreeSeconds[cores - 1]);
  }

  /** A job of {@code cores} cores queued to start at {@code startSeconds} for {@code responseSeconds}. */
  void place(int cores, double startSeconds, double responseSeconds) {
    take(cores, startSeconds + responseSeconds);
    lastStartSeconds = startSeconds;
  }

  /** The {@code cores} cores that free first are held until {@code freeSeconds}: they move up, in order. */
  private void take(int cores, double freeSeconds) {
    int c = cores;
    for (; c < coreFreeSeconds.length && coreFreeSeconds[c] < freeSeconds; c++) {
      coreFreeSeconds[c - cores] = coreFreeSeconds[c];
    }
    Arrays.fill(coreFreeSeconds, c - cores, c, freeSeconds);
  }

  /** Start of the last job queued on the node, −∞ if none: a job queued now would follow it. */
  double lastStartSeconds() {
    return lastStartSeconds;
  }

  /** Energy the node's running and queued jobs will still use. */
  double unmovableJoules() {
    return runningJoules + queuedJoules;
  }

  /** Σ over the node's cores of max(0, {@code dayEndSeconds} − when the core is free): its share of τ_rem. */
  double remainingCoreSeconds(double dayEndSeconds) {
    double sum = 0;
    for (double free : coreFreeSeconds) {
      sum += Math.max(0, dayEndSeconds - free);
    }
    return sum;
  }
}
