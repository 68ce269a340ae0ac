package org.valen.hc;

import org.valen.runtime.PolicyContract;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;

/**
 * The shared policy contract for each heuristic of one paper, on the scenarios a subclass gives: a
 * subclass declares one {@code @Nested} {@link HeuristicContract} per heuristic.
 */
public abstract class HeuristicContracts {

  /** The scenario of one seed, with the heuristic's options. */
  protected abstract PolicyContract.Scenario scenario(long seed);

  /** The contract for the heuristic named {@link #heuristic()}. */
  protected abstract class HeuristicContract extends PolicyContract {
    protected abstract String heuristic();

    @Override
    protected Policy create(PolicyInputs inputs) {
      return Policies.find(heuristic()).orElseThrow().create(inputs);
    }

    @Override
    protected Scenario scenario(long seed) {
      return HeuristicContracts.this.scenario(seed);
    }
  }
}
