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
 * Random (paper 000, section III-D): "randomly assigns a mappable task to an available machine in
 * a random P-state (among the allocation choices that passed through the energy filter and are
 * valid)". Each mapping event draws from its own random stream (seed, event number), so an event's
 * draws do not depend on how many earlier events made. It draws a job uniformly from the mappable
 * jobs not drawn yet (a position in the mappable set's order; the drawn job's place takes the last
 * one), then a choice uniformly from its offers that pass, listed node by node in index order, each
 * node's in the kernel's order; a job without such a choice stays unmapped in this event.
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
      int at = random.nextInt(left.size());
      JobView job = left.get(at);
      left.set(at, left.get(left.size() - 1));
      left.remove(left.size() - 1);
      Offer choice = round.index() != null ? round.index().randomChoice(job, random) : draw(round, job, random);
      if (choice != null) {
        round.assign(choice);
      }
    }
  }

  /** One of the offers of {@code job} that pass, drawn uniformly; null, drawing nothing, if none. */
  private static Offer draw(Round round, JobView job, UniformRandomProvider random) {
    List<Offer> choices = new ArrayList<>();
    for (int node : round.availableNodes()) {
      for (Offer offer : round.offers(job, node)) {
        if (round.passes(offer)) {
          choices.add(offer);
        }
      }
    }
    return choices.isEmpty() ? null : choices.get(random.nextInt(choices.size()));
  }
}
