package org.valen.hc.paper002.heuristics;

import java.util.Comparator;
import java.util.List;
import org.valen.runtime.policy.JobView;

/**
 * One of paper 002's immediate-mode heuristics (section 5): it maps the arriving task to one of the
 * feasible assignments left by the filters. The list comes in node order, then core order within the
 * node (processor by processor), then P-state order (P0 first); a rule's ties that its own second
 * key leaves go to the first in that order.
 */
public interface Heuristic {

  /** The name in reports: SQ, MECT, LL or RAND. */
  String name();

  /** The assignment for {@code job} among {@code feasible} (never empty). */
  Candidate choose(List<Candidate> feasible, JobView job);

  /** The first of the least elements of {@code candidates} by {@code order}. */
  static Candidate firstLeast(List<Candidate> candidates, Comparator<Candidate> order) {
    Candidate best = candidates.get(0);
    for (int i = 1; i < candidates.size(); i++) {
      if (order.compare(candidates.get(i), best) < 0) {
        best = candidates.get(i);
      }
    }
    return best;
  }
}
