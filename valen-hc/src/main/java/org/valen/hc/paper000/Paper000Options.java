package org.valen.hc.paper000;

import java.util.List;
import java.util.Map;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.model.job.Workload;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.runtime.policy.ChosenOption;
import org.valen.runtime.policy.PolicyOption;

/**
 * The policy options of paper 000's heuristics ({@code valen simulate --option NAME=VALUE}), each
 * with its default and a line of help, read into {@link MappingSettings} and the implementation
 * (indexed or readable). Unknown names and bad values are refused with a message.
 *
 * <p><b>The day.</b> With an energy budget, the day is the period the budget covers: from {@code
 * dayStartSeconds} (before it, warm-up: no constraint, no filter) to {@code dayEndSeconds}
 * (default: paper 000's end of the 26th hour), after which nothing is mapped. Without a budget the
 * day ends there too on paper 000's trials (section IV-A maps over 26 hours whatever the budget);
 * on any other workload it bounds nothing, unless {@code dayEndSeconds} is given: mapping goes on
 * for as long as the run (a month of paper 001's workload, say). {@link #chosen} says which a run
 * takes, for commands to print and record.
 */
public final class Paper000Options {
  public static final String ENVIRONMENT = "environment";
  public static final String FILTER = "filter";
  public static final String ENERGY_BUDGET_JOULES = "energyBudgetJoules";
  public static final String DROPPING_THRESHOLD = "droppingThreshold";
  public static final String DAY_START_SECONDS = "dayStartSeconds";
  public static final String DAY_END_SECONDS = "dayEndSeconds";
  public static final String MAPPING_INTERVAL_SECONDS = "mappingIntervalSeconds";
  public static final String SEED = "seed";
  public static final String IMPLEMENTATION = "implementation";
  public static final String INDEXED = "indexed";
  public static final String READABLE = "readable";

  private static final MappingSettings PAPER = MappingSettings.paper000(Environment.QUEUED);

  /** Every option, with its default and help. */
  public static final List<PolicyOption> OPTIONS = List.of(
      PolicyOption.choice(ENVIRONMENT, "queued", "task management (section III-A): queued, machine queues remapped at"
          + " every mapping event; polled, only idle machines", "queued", "polled"),
      PolicyOption.onOff(FILTER, false,
          "the adaptive energy filter (section III-C, Eqs. 1-3); needs energyBudgetJoules"),
      PolicyOption.numberOrNone(ENERGY_BUDGET_JOULES, "the day's energy constraint E in joules (section II-B);"
          + " none: no constraint"),
      PolicyOption.number(DROPPING_THRESHOLD, PAPER.droppingThresholdUtility(),
          "drop a job whose best possible value is below this (section III-B)").within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(DAY_START_SECONDS, PAPER.dayStartSeconds(),
          "start of the day the budget covers, in seconds; before it, warm-up without constraint or filter")
          .within(PolicyOption.Range.atLeast(0)),
      new PolicyOption(DAY_END_SECONDS, PolicyOption.Kind.NUMBER_OR_NONE,
          plain(PAPER.dayEndSeconds()) + " on paper 000's trials and with a budget, else none",
          "end of the day in seconds, from which nothing is mapped; none: no end", List.of()),
      PolicyOption.number(MAPPING_INTERVAL_SECONDS, PAPER.mappingIntervalSeconds(),
          "seconds between mapping events (section III-A)").within(PolicyOption.Range.above(0)),
      PolicyOption.integer(SEED, PAPER.randomSeed(), "seed of Random's draws (each mapping event its own stream)"),
      PolicyOption.choice(IMPLEMENTATION, INDEXED, "indexed: indexes and caches find the heuristics' choices;"
          + " readable: every event asks every job's offers on every node, as the heuristics read (the same"
          + " decisions, slower)", INDEXED, READABLE));

  private Paper000Options() {}

  /** The settings the options give, on paper 000's defaults (queued, no filter, no budget). */
  public static MappingSettings settings(Map<String, String> options) {
    check(options);
    double budget = numberOrNone(options, ENERGY_BUDGET_JOULES, Double.POSITIVE_INFINITY);
    double dayEnd = numberOrNone(options, DAY_END_SECONDS,
        Double.isFinite(budget) ? PAPER.dayEndSeconds() : Double.POSITIVE_INFINITY);
    return new MappingSettings(Environment.of(options.getOrDefault(ENVIRONMENT, "queued")),
        PolicyOption.switchValue(options.getOrDefault(FILTER, "off")).orElseThrow(), budget,
        number(options, DROPPING_THRESHOLD, PAPER.droppingThresholdUtility()),
        number(options, DAY_START_SECONDS, PAPER.dayStartSeconds()), dayEnd,
        number(options, MAPPING_INTERVAL_SECONDS, PAPER.mappingIntervalSeconds()),
        Long.parseLong(options.getOrDefault(SEED, Long.toString(PAPER.randomSeed())).trim()));
  }

  /**
   * The day end a run takes when it gives none, said so that it is printed and recorded: paper
   * 000's (section IV-A: the end of the 26th hour) on paper 000's trials, whatever the budget, and
   * with an energy budget; elsewhere none, mapping going on until the last job. Empty if the run
   * gives one.
   */
  public static List<ChosenOption> chosen(Workload workload, Map<String, String> given) {
    if (given.containsKey(DAY_END_SECONDS)) {
      return List.of();
    }
    String paper = plain(PAPER.dayEndSeconds());
    if (Trial.isTrial(workload)) {
      return List.of(new ChosenOption(DAY_END_SECONDS, paper, "paper 000's day end, the workload being its trial"));
    }
    String budget = given.getOrDefault(ENERGY_BUDGET_JOULES, "none").trim();
    return List.of(budget.equalsIgnoreCase("none")
        ? new ChosenOption(DAY_END_SECONDS, "none", "no energy budget and not a paper 000 trial: mapping goes on"
            + " until the last job")
        : new ChosenOption(DAY_END_SECONDS, paper, "paper 000's day end, with an energy budget"));
  }

  /** Whether the options ask for the indexed implementation (the default) rather than the readable one. */
  public static boolean indexed(Map<String, String> options) {
    check(options);
    return options.getOrDefault(IMPLEMENTATION, INDEXED).trim().equals(INDEXED);
  }

  /** Refuses an unknown option or a bad value, naming it. */
  private static void check(Map<String, String> options) {
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(options).entrySet()) {
      PolicyOption option = OPTIONS.stream().filter(o -> o.name().equals(e.getKey())).findFirst().orElseThrow(
          () -> new IllegalArgumentException("unknown option " + e.getKey() + " for paper 000's heuristics; known: "
              + String.join(", ", OPTIONS.stream().map(PolicyOption::name).toList())));
      option.problem(e.getValue()).ifPresent(expected -> {
        throw new IllegalArgumentException("option " + e.getKey() + " was '" + e.getValue() + "', expected "
            + expected);
      });
    }
  }

  private static double numberOrNone(Map<String, String> options, String name, double fallback) {
    return options.getOrDefault(name, "").trim().equalsIgnoreCase("none") ? Double.POSITIVE_INFINITY : number(options, name, fallback);
  }

  private static double number(Map<String, String> options, String name, double fallback) {
    String text = options.get(name);
    return text == null ? fallback : Double.parseDouble(text.trim());
  }

  private static String plain(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }
}
