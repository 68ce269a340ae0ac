package org.valen.hc.paper000.heuristics;

import static org.valen.hc.paper000.heuristics.FirstFitRule.ARRIVAL;
import static org.valen.hc.paper000.heuristics.FirstFitRule.PRIORITY;

import java.util.Comparator;
import java.util.List;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.valen.hc.paper000.rules.MappingRule;
import org.valen.runtime.policy.JobView;

/**
 * The twelve heuristics of paper 000 (section III-D) by name, in the order of its Fig. 4, each as
 * its rule over offers (this package): the eight of the FCFS family are one rule ({@link
 * FirstFitRule}) with their order of jobs and choice of P-states.
 */
public final class Paper000Heuristics {
  private Paper000Heuristics() {}

  /** A heuristic's name, the paper's name for it, a few words on it, and how to make its rule (from the Random seed). */
  public record Entry(String name, String paperName, String description, LongFunction<MappingRule> rule) {}

  /** All twelve: Random, the FCFS-based, the LCFS-based, and the utility-aware ones. */
  public static List<Entry> all() {
    return List.of(
        new Entry(RandomHeuristic.NAME, "Random", "random task to a random valid machine and P-state",
            RandomHeuristic::new),
        firstFit("FCFS-P0", "FCFS P-state 0", "arrival order, earliest-ready machine, P-state 0", ARRIVAL, false),
        firstFit("FCFS-AllP", "FCFS All P-states", "arrival order, earliest-ready machine, first passing P-state",
            ARRIVAL, true),
        firstFit("PFCFS-P0", "Prioritized-FCFS P-state 0", "priority then arrival order, P-state 0",
            PRIORITY.thenComparing(ARRIVAL), false),
        firstFit("PFCFS-AllP", "Prioritized-FCFS All P-states", "priority then arrival order, first passing P-state",
            PRIORITY.thenComparing(ARRIVAL), true),
        firstFit("LCFS-P0", "LCFS P-state 0", "latest arrival first, earliest-ready machine, P-state 0",
            ARRIVAL.reversed(), false),
        firstFit("LCFS-AllP", "LCFS All P-states", "latest arrival first, first passing P-state",
            ARRIVAL.reversed(), true),
        firstFit("PLCFS-P0", "Prioritized-LCFS P-state 0", "priority then latest arrival, P-state 0",
            PRIORITY.thenComparing(ARRIVAL.reversed()), false),
        firstFit("PLCFS-AllP", "Prioritized-LCFS All P-states", "priority then latest arrival, first passing P-state",
            PRIORITY.thenComparing(ARRIVAL.reversed()), true),
        of(MaxUtility.NAME, "Max Utility", "most utility at completion (Min-Min style)", MaxUtility::new),
        of(MaxUtilityPerTime.NAME, "Max UPT", "most utility per execution time", MaxUtilityPerTime::new),
        of(MaxUtilityPerEnergy.NAME, "Max UPE", "most utility per energy", MaxUtilityPerEnergy::new));
  }

  /** One of the FCFS family ({@link FirstFitRule}): its jobs' order, and whether a node's choice is its first passing offer or its fastest. */
  private static Entry firstFit(String name, String paperName, String description, Comparator<JobView> order,
      boolean allPStates) {
    return new Entry(name, paperName, description, seed -> new FirstFitRule(name, order, allPStates));
  }

  private static Entry of(String name, String paperName, String description, Supplier<MappingRule> rule) {
    return new Entry(name, paperName, description, seed -> rule.get());
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
