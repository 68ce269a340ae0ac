package org.valen.hc.paper004.heuristics;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.hc.paper004.rules.Heuristic;
import org.valen.hc.paper004.rules.MappingEvent;
import org.valen.model.generate.RandomStreams;
import org.valen.runtime.policy.JobView;

/**
 * Random (paper 004, section III-C.2): the mappable tasks in a random order, each assigned to a
 * random idle core on which it earns non-zero utility, or left in the mappable set if there is
 * none; until the tasks or the idle cores run out. No preemption, no look at utility beyond
 * "non-zero" or at heterogeneity.
 *
 * <p>Draws: each mapping event has its own stream (seed, event number). The order is drawn as it
 * goes: a uniform position among the tasks not drawn yet (in arrival order, the drawn one's place
 * taken by the last); the core uniformly among the idle cores of the clusters where the task earns
 * something, counted cluster by cluster in index order (the core of a cluster is its first node's
 * with an idle core: the cores of a cluster are alike).
 */
public final class RandomOrder implements Heuristic {
  public static final String NAME = "P004-Random";
  private final long seed;

  public RandomOrder(long seed) {
    this.seed = seed;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public void map(MappingEvent event) {
    UniformRandomProvider random = RandomStreams.create(seed, event.number());
    List<JobView> left = event.mappable();
    while (!left.isEmpty() && FirstComeFirstServed.anyIdleCore(event)) {
      int at = random.nextInt(left.size());
      JobView task = left.get(at);
      left.set(at, left.get(left.size() - 1));
      left.remove(left.size() - 1);
      int eligible = 0;
      for (int k = 0; k < event.clusterCount(); k++) {
        eligible += event.value(task, k) > 0 ? event.idleCores(k) : 0;
      }
      if (eligible == 0) {
        continue; // no idle core where it earns anything: it stays mappable
      }
      int core = random.nextInt(eligible);
      for (int k = 0; k < event.clusterCount(); k++) {
        int idle = event.value(task, k) > 0 ? event.idleCores(k) : 0;
        if (core < idle) {
          event.assign(task, k);
          break;
        }
        core -= idle;
      }
    }
  }
}
