package org.valen.hc.paper000.heuristics;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper000.rules.MappingRule;
import org.valen.hc.paper000.rules.Round;
import org.valen.model.generate.RandomStreams;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;

/**
 * Random (paper 000, section III-D): "randomly assigns a mappable task to an available machine in a
 * random P-state (among the allocation choices that passed through the energy filter and are
 * valid)". Each event draws from its own stream (seed, event number) a job uniformly from those not
 * drawn yet (a position in the mappable set's order), then one of its offers that pass, node by node
 * in index order, each node's in the kernel's order (the run's index counts them, if there is one).
 */
public final class RandomHeuristic implements MappingRule {
  public static final String NAME = "Random";
  private final long seed;

  public RandomHeuristic(long seed) {
    this.seed = seed;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public void map(Round round) {
    UniformRandomProvider random = RandomStreams.create(seed, round.eventNumber());
    List<JobView> left = round.mappable();
    while (!left.isEmpty() && round.anyNodeLeft()) {
      JobView job = left.set(random.nextInt(left.size()), left.get(left.size() - 1)); // the last takes its place
      left.remove(left.size() - 1);
      if (round.index() != null) {
        round.index().randomAssign(job, random);
        continue;
      }
      List<Offer> choices = new ArrayList<>();
      for (int node : round.availableNodes()) {
        for (Offer offer : round.offers(job, node)) {
          if (round.passes(offer)) {
            choices.add(offer);
          }
        }
      }
      if (!choices.isEmpty()) {
        round.assign(choices.get(random.nextInt(choices.size())));
      }
    }
  }
}
