package org.valen.hc.paper002.heuristics;

import java.util.List;
import org.valen.model.generate.RandomStreams;
import org.valen.runtime.policy.JobView;

/**
 * Random (RAND, paper 002 section 5.5): "a random core and P-state from among the feasible
 * assignments", each equally likely. The draw for a task comes from the stream (seed, the task's
 * index in the workload), so it does not depend on what happened before.
 */
public final class RandomAssignment implements Heuristic {
  private final long seed;

  public RandomAssignment(long seed) {
    this.seed = seed;
  }

  @Override
  public String name() {
    return "RAND";
  }

  @Override
  public Candidate choose(List<Candidate> feasible, JobView job) {
    return feasible.get(RandomStreams.create(seed, job.index()).nextInt(feasible.size()));
  }
}
