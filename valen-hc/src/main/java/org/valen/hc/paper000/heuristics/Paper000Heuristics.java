package org.valen.hc.paper000.heuristics;

import java.util.List;
import java.util.function.LongFunction;
import org.valen.hc.paper000.mapping.BestScore;
import org.valen.hc.paper000.mapping.Heuristic;
import org.valen.hc.paper000.mapping.OrderedFirstFit;
import org.valen.hc.paper000.mapping.OrderedFirstFit.Order;
import org.valen.hc.paper000.mapping.RandomMapping;
import org.valen.hc.paper000.rules.MappingRule;

/**
 * The twelve heuristics of paper 000 (section III-D) by name, in the order of its Fig. 4: each as
 * its readable rule over offers (this package) and as the accelerated engine that makes the same
 * decisions on paper 000's own workloads ({@code org.valen.hc.paper000.mapping}).
 */
public final class Paper000Heuristics {
  private Paper000Heuristics() {}

  /**
   * A heuristic's name, the paper's name for it, a few words on it, and how to make its rule and
   * its engine (from the Random seed).
   */
  public record Entry(String name, String paperName, String description, LongFunction<MappingRule> rule,
      LongFunction<Heuristic> engine) {}

  /** All twelve: Random, the FCFS-based, the LCFS-based, and the utility-aware ones. */
  public static List<Entry> all() {
    return List.of(
        new Entry(RandomHeuristic.NAME, "Random", "random task to a random valid machine and P-state",
            RandomHeuristic::new, s -> new RandomMapping(RandomHeuristic.NAME, s)),
        firstFit(FcfsPState0.NAME, "FCFS P-state 0", "arrival order, earliest-ready machine, P-state 0",
            FcfsPState0::new, Order.FCFS, false),
        firstFit(FcfsAllPStates.NAME, "FCFS All P-states",
            "arrival order, earliest-ready machine, first passing P-state", FcfsAllPStates::new, Order.FCFS, true),
        firstFit(PrioritizedFcfsPState0.NAME, "Prioritized-FCFS P-state 0", "priority then arrival order, P-state 0",
            PrioritizedFcfsPState0::new, Order.PRIORITIZED_FCFS, false),
        firstFit(PrioritizedFcfsAllPStates.NAME, "Prioritized-FCFS All P-states",
            "priority then arrival order, first passing P-state", PrioritizedFcfsAllPStates::new,
            Order.PRIORITIZED_FCFS, true),
        firstFit(LcfsPState0.NAME, "LCFS P-state 0", "latest arrival first, earliest-ready machine, P-state 0",
            LcfsPState0::new, Order.LCFS, false),
        firstFit(LcfsAllPStates.NAME, "LCFS All P-states", "latest arrival first, first passing P-state",
            LcfsAllPStates::new, Order.LCFS, true),
        firstFit(PrioritizedLcfsPState0.NAME, "Prioritized-LCFS P-state 0", "priority then latest arrival, P-state 0",
            PrioritizedLcfsPState0::new, Order.PRIORITIZED_LCFS, false),
        firstFit(PrioritizedLcfsAllPStates.NAME, "Prioritized-LCFS All P-states",
            "priority then latest arrival, first passing P-state", PrioritizedLcfsAllPStates::new,
            Order.PRIORITIZED_LCFS, true),
        bestScore(MaxUtility.NAME, "Max Utility", "most utility at completion (Min-Min style)", MaxUtility::new,
            BestScore.Objective.UTILITY),
        bestScore(MaxUtilityPerTime.NAME, "Max UPT", "most utility per execution time", MaxUtilityPerTime::new,
            BestScore.Objective.UTILITY_PER_TIME),
        bestScore(MaxUtilityPerEnergy.NAME, "Max UPE", "most utility per energy", MaxUtilityPerEnergy::new,
            BestScore.Objective.UTILITY_PER_ENERGY));
  }

  private static Entry firstFit(String name, String paperName, String description,
      java.util.function.Supplier<MappingRule> rule, Order order, boolean allPStates) {
    return new Entry(name, paperName, description, s -> rule.get(), s -> new OrderedFirstFit(name, order, allPStates));
  }

  private static Entry bestScore(String name, String paperName, String description,
      java.util.function.Supplier<MappingRule> rule, BestScore.Objective objective) {
    return new Entry(name, paperName, description, s -> rule.get(), s -> new BestScore(name, objective));
  }

  /** The names, in Fig. 4's order. */
  public static List<String> names() {
    return all().stream().map(Entry::name).toList();
  }

  /** The entry named {@code name} (case-insensitive). */
  public static Entry named(String name) {
    return all().stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst().orElseThrow(
        () -> new IllegalArgumentException("unknown heuristic '" + name + "'; known: " + String.join(", ", names())));
  }
}
