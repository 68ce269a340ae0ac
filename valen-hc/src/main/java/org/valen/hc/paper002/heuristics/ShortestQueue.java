package org.valen.hc.paper002.heuristics;

import java.util.Comparator;
import java.util.List;
import org.valen.runtime.policy.JobView;

/**
 * Shortest Queue (SQ, paper 002 section 5.2, after [27]): the feasible assignment whose core has the
 * fewest tasks assigned to it, |MQ(i, j, k, t_l)| (with start-time cancellation, those expected to
 * be cancelled left out); "if multiple feasible assignments have the same minimum queue length, …
 * the core and P-state combination that has the minimum expected execution time EET(i, j, k, π, z)".
 * Still tied (identical cores of one node): the first in node, core order.
 */
public final class ShortestQueue implements Heuristic {
  private static final Comparator<Candidate> ORDER = Comparator.comparingInt(Candidate::queueLength)
      .thenComparingDouble(Candidate::expectedExecutionSeconds);

  @Override
  public String name() {
    return "SQ";
  }

  @Override
  public Candidate choose(List<Candidate> feasible, JobView job) {
    return Heuristic.firstLeast(feasible, ORDER);
  }
}
