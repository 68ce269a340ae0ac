package org.valen.model.trials.paper000.workload;

import static org.valen.model.trials.paper000.workload.UtilityClass.Interval.at;
import static org.valen.model.trials.paper000.workload.UtilityClass.Interval.continuing;

import java.util.List;

/**
 * The 20 utility classes of our paper 000 workloads. Paper 000 takes them from its ref. [7]
 * without defining them, so these are ours: the shapes [7] describes — decay from arrival at
 * different rates, an initial grace period, drops to a fraction (soft and hard deadlines,
 * staircases), a fast start with a slow tail and the reverse — each as intervals on the urgency's
 * time scale τ. The table is also in valen-hc's README, beside the heuristics measured on them.
 */
public final class UtilityClasses {
  private UtilityClasses() {}

  /** The 20 classes, in the order of the table in valen-hc's README. */
  public static List<UtilityClass> paper000() {
    return List.of(
        new UtilityClass("decay", List.of(at(0, 1, 1)), 4),
        new UtilityClass("slow-decay", List.of(at(0, 1, 0.5)), 6),
        new UtilityClass("fast-decay", List.of(at(0, 1, 2)), 2),
        new UtilityClass("very-fast-decay", List.of(at(0, 1, 3)), 1.5),
        new UtilityClass("short-grace-then-decay", List.of(at(0, 1, 0), continuing(0.5, 1)), 4),
        new UtilityClass("grace-then-decay", List.of(at(0, 1, 0), continuing(1, 1)), 4.5),
        new UtilityClass("long-grace-then-decay", List.of(at(0, 1, 0), continuing(2, 1)), 5),
        new UtilityClass("grace-then-fast-decay", List.of(at(0, 1, 0), continuing(0.5, 2)), 2.5),
        new UtilityClass("hard-deadline", List.of(at(0, 1, 0)), 1),
        new UtilityClass("late-hard-deadline", List.of(at(0, 1, 0)), 2),
        new UtilityClass("step-to-half-then-slow-decay", List.of(at(0, 1, 0), at(1, 0.5, 0.5)), 5),
        new UtilityClass("two-steps", List.of(at(0, 1, 0), at(1.5, 0.25, 0)), 3),
        new UtilityClass("four-steps", List.of(at(0, 1, 0), at(0.5, 0.75, 0), at(1, 0.5, 0), at(1.5, 0.25, 0)), 2),
        new UtilityClass("slow-then-fast", List.of(at(0, 1, 0.5), continuing(1, 2)), 3),
        new UtilityClass("fast-then-slow-tail", List.of(at(0, 1, 2), continuing(0.5, 0.25)), 5),
        new UtilityClass("decay-cliff-tail", List.of(at(0, 1, 1), at(1, 0.25, 0.5)), 4),
        new UtilityClass("gentle-then-decay", List.of(at(0, 1, 0.25), continuing(2, 1)), 5),
        new UtilityClass("grace-plunge-tail", List.of(at(0, 1, 0), continuing(0.25, 4), continuing(0.75, 0.5)), 4),
        new UtilityClass("decay-plateau-decay", List.of(at(0, 1, 1), continuing(0.5, 0), continuing(1.5, 1)), 4),
        new UtilityClass("decay-then-half-until-deadline", List.of(at(0, 1, 0.5), at(1, 0.5, 0)), 3));
  }
}
