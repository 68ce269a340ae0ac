package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.ClusterOption;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.hc.paper004.rules.Objective;

/**
 * The cores Preempt Greedy and Preempt Diff consider (Algorithm 2, lines 3–12): on a cluster, an
 * idle core if it has one; else, for a task that can preempt, the core of the cluster's least
 * preemptible task ({@link MappingEvent#leastPreemptible}: the smallest Util, then the later
 * arrival) — the core Greedy's tie rule picks among equal choices, and the one of largest Util
 * difference. A task that cannot preempt considers idle cores only (lines 11–12).
 */
abstract class PreemptingRule extends TwoPhaseRule {

  PreemptingRule(String name, Objective objective) {
    super(name, objective);
  }

  @Override
  public final ClusterOption option(MappingEvent event, int k, boolean taskCanPreempt) {
    if (event.idleCores(k) > 0) {
      return ClusterOption.idle(k);
    }
    return taskCanPreempt ? ClusterOption.preempting(event.leastPreemptible(k)) : null;
  }
}
