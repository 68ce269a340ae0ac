package org.valen.hc.paper002.equilibrium;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A system's equilibrium rate λ_eq and how it was found.
 *
 * @param perSecond λ_eq, tasks per second
 * @param rule the rule's label ({@link EquilibriumRule#label})
 * @param how one line: the formula, or the calibration's definition and its bisection
 * @param steps the calibration's rates in the order tried (none for another rule)
 */
public record EquilibriumRate(double perSecond, String rule, String how, List<Step> steps) {

  public EquilibriumRate {
    steps = List.copyOf(steps);
  }

  /** A rate found without runs. */
  static EquilibriumRate of(double perSecond, String rule, String how) {
    return new EquilibriumRate(perSecond, rule, how, List.of());
  }

  /**
   * One rate the calibration tried.
   *
   * @param rate arrivals per second
   * @param missed tasks the reference variant missed, over all calibration runs
   * @param tasks the runs' tasks
   * @param within whether the misses were within the tolerance
   */
  public record Step(double rate, int missed, int tasks, boolean within) {
    /** Missed deadlines in % of the tasks. */
    public double missedPercent() {
      return tasks == 0 ? 0 : 100.0 * missed / tasks;
    }

    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.5f/s %.2f%%%s", rate, missedPercent(), within ? "" : " (over)");
    }
  }

  /** One line for people: λ_eq, the rule and how, the steps. */
  public String describe() {
    String tried = steps.isEmpty() ? "" : "; rates tried: " + String.join(", ", steps.stream().map(Step::toString)
        .toList());
    return String.format(Locale.ROOT, "λ_eq %.5f tasks/s (1/%.1f s), %s: %s%s", perSecond, 1 / perSecond, rule, how,
        tried);
  }

  /** What a trial's files record of it (the workload's provenance). */
  public Map<String, String> provenance() {
    Map<String, String> p = new TreeMap<>();
    p.put("equilibriumRate", Double.toString(perSecond));
    p.put("equilibriumRule", rule);
    p.put("equilibriumHow", how);
    if (!steps.isEmpty()) {
      p.put("equilibriumSteps", String.join(", ", steps.stream().map(Step::toString).toList()));
    }
    return p;
  }
}
