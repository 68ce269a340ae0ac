package org.valen.hc.paper004.heuristics;

import org.valen.hc.paper004.rules.Heuristic;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.runtime.policy.JobView;

/**
 * FCFS (paper 004, section III-C.3): the mappable tasks in order of arrival, each assigned to "an
 * arbitrary idle core with the constraint that the task must earn non-zero utility", or left in the
 * mappable set; until the tasks or the idle cores run out. Ours is the first cluster, in index
 * order, with an idle core where the task earns something (the core: its first node's idle core).
 * No preemption, no look at utility beyond "non-zero" or at heterogeneity.
 */
public final class FirstComeFirstServed implements Heuristic {
  public static final String NAME = "P004-FCFS";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public void map(MappingEvent event) {
    for (JobView task = event.firstMappable(); task != null; task = event.nextMappable(task)) {
      if (!anyIdleCore(event)) {
        return;
      }
      for (int k = 0; k < event.clusterCount(); k++) {
        if (event.idleCores(k) > 0 && event.value(task, k) > 0) {
          event.assign(task, k);
          break;
        }
      }
    }
  }

  /** Whether any cluster has an idle core. */
  static boolean anyIdleCore(MappingEvent event) {
    for (int k = 0; k < event.clusterCount(); k++) {
      if (event.idleCores(k) > 0) {
        return true;
      }
    }
    return false;
  }
}
