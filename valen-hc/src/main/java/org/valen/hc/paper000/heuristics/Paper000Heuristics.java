package org.valen.hc.paper000.heuristics;

import java.util.List;
import java.util.function.LongFunction;
import org.valen.hc.paper000.mapping.Heuristic;

/** The twelve heuristics of paper 000 (section III-D) by name, in the order of its Fig. 4. */
public final class Paper000Heuristics {
  private Paper000Heuristics() {}

  /** A heuristic's name, the paper's name for it, and how to make one (from the Random seed). */
  public record Entry(String name, String paperName, String description, LongFunction<Heuristic> factory) {}

  /** All twelve: Random, the FCFS-based, the LCFS-based, and the utility-aware ones. */
  public static List<Entry> all() {
    return List.of(
        new Entry(RandomHeuristic.NAME, "Random", "random task to a random valid machine and P-state", RandomHeuristic::new),
        new Entry(FcfsPState0.NAME, "FCFS P-state 0", "arrival order, earliest-ready machine, P-state 0", s -> new FcfsPState0()),
        new Entry(FcfsAllPStates.NAME, "FCFS All P-states", "arrival order, earliest-ready machine, first passing P-state",
            s -> new FcfsAllPStates()),
        new Entry(PrioritizedFcfsPState0.NAME, "Prioritized-FCFS P-state 0", "priority then arrival order, P-state 0",
            s -> new PrioritizedFcfsPState0()),
        new Entry(PrioritizedFcfsAllPStates.NAME, "Prioritized-FCFS All P-states",
            "priority then arrival order, first passing P-state", s -> new PrioritizedFcfsAllPStates()),
        new Entry(LcfsPState0.NAME, "LCFS P-state 0", "latest arrival first, earliest-ready machine, P-state 0",
            s -> new LcfsPState0()),
        new Entry(LcfsAllPStates.NAME, "LCFS All P-states", "latest arrival first, first passing P-state",
            s -> new LcfsAllPStates()),
        new Entry(PrioritizedLcfsPState0.NAME, "Prioritized-LCFS P-state 0", "priority then latest arrival, P-state 0",
            s -> new PrioritizedLcfsPState0()),
        new Entry(PrioritizedLcfsAllPStates.NAME, "Prioritized-LCFS All P-states",
            "priority then latest arrival, first passing P-state", s -> new PrioritizedLcfsAllPStates()),
        new Entry(MaxUtility.NAME, "Max Utility", "most utility at completion (Min-Min style)", s -> new MaxUtility()),
        new Entry(MaxUtilityPerTime.NAME, "Max UPT", "most utility per execution time", s -> new MaxUtilityPerTime()),
        new Entry(MaxUtilityPerEnergy.NAME, "Max UPE", "most utility per energy", s -> new MaxUtilityPerEnergy()));
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
