package org.valen.hc.paper000.heuristics;

import java.util.List;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.valen.hc.paper000.rules.MappingRule;

/**
 * The twelve heuristics of paper 000 (section III-D) by name, in the order of its Fig. 4, each as
 * its rule over offers (this package).
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
        of(FcfsPState0.NAME, "FCFS P-state 0", "arrival order, earliest-ready machine, P-state 0", FcfsPState0::new),
        of(FcfsAllPStates.NAME, "FCFS All P-states", "arrival order, earliest-ready machine, first passing P-state",
            FcfsAllPStates::new),
        of(PrioritizedFcfsPState0.NAME, "Prioritized-FCFS P-state 0", "priority then arrival order, P-state 0",
            PrioritizedFcfsPState0::new),
        of(PrioritizedFcfsAllPStates.NAME, "Prioritized-FCFS All P-states",
            "priority then arrival order, first passing P-state", PrioritizedFcfsAllPStates::new),
        of(LcfsPState0.NAME, "LCFS P-state 0", "latest arrival first, earliest-ready machine, P-state 0",
            LcfsPState0::new),
        of(LcfsAllPStates.NAME, "LCFS All P-states", "latest arrival first, first passing P-state",
            LcfsAllPStates::new),
        of(PrioritizedLcfsPState0.NAME, "Prioritized-LCFS P-state 0", "priority then latest arrival, P-state 0",
            PrioritizedLcfsPState0::new),
        of(PrioritizedLcfsAllPStates.NAME, "Prioritized-LCFS All P-states",
            "priority then latest arrival, first passing P-state", PrioritizedLcfsAllPStates::new),
        of(MaxUtility.NAME, "Max Utility", "most utility at completion (Min-Min style)", MaxUtility::new),
        of(MaxUtilityPerTime.NAME, "Max UPT", "most utility per execution time", MaxUtilityPerTime::new),
        of(MaxUtilityPerEnergy.NAME, "Max UPE", "most utility per energy", MaxUtilityPerEnergy::new));
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
