package org.valen.hc.paper002.heuristics;

import java.util.Comparator;
import java.util.List;
import org.valen.runtime.policy.JobView;

/**
 * Minimum Expected Completion Time (MECT, paper 002 section 5.3, after [24]): "the feasible
 * assignment with the smallest expected completion time" ECT(i, j, k, π, t_l, z), the mean of the
 * task's completion-time pmf on that core in that P-state. Ties (identical idle cores of one node):
 * the first in node, core order.
 */
public final class MinimumExpectedCompletionTime implements Heuristic {
  private static final Comparator<Candidate> ORDER = Comparator.comparingDouble(Candidate::expectedCompletionSeconds);

  @Override
  public String name() {
    return "MECT";
  }

  @Override
  public Candidate choose(List<Candidate> feasible, JobView job) {
    return Heuristic.firstLeast(feasible, ORDER);
  }
}
