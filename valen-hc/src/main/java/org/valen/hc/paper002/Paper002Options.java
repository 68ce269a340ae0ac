package org.valen.hc.paper002;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.valen.runtime.policy.PolicyOption;

/**
 * The policy options of paper 002's heuristics ({@code valen simulate --option NAME=VALUE}, or a
 * scenario's {@code "options"}), each with its default and a line of help, read into {@link
 * Paper002Settings}. The defaults are section 7's: both filters, cancellation on.
 */
public final class Paper002Options {
  public static final String FILTER = "filter";
  public static final String CANCELLATION = "cancellation";
  public static final String ROBUSTNESS_THRESHOLD = "robustnessThreshold";
  public static final String CANCELLATION_THRESHOLD = "cancellationThreshold";
  public static final String ENERGY_BUDGET_JOULES = "energyBudgetJoules";
  public static final String WINDOW_SECONDS = "windowSeconds";
  public static final String T_AVG_SECONDS = "tAvgSeconds";
  public static final String LOW_QUEUE_DEPTH = "lowQueueDepth";
  public static final String HIGH_QUEUE_DEPTH = "highQueueDepth";
  public static final String LOW_MULTIPLIER = "lowMultiplier";
  public static final String MIDDLE_MULTIPLIER = "middleMultiplier";
  public static final String HIGH_MULTIPLIER = "highMultiplier";
  public static final String SEED = "seed";
  public static final String EVALUATION = "evaluation";
  public static final String PMF_CV = "pmfCv";
  public static final String PMF_STEP_SECONDS = "pmfStepSeconds";

  private static final Paper002Settings PAPER = Paper002Settings.paper002();

  /** Every option, with its default and help. */
  public static final List<PolicyOption> OPTIONS = List.of(
      PolicyOption.choice(FILTER, PAPER.filter().label(), "filters of section 5.6: energy fair share (en), robustness"
          + " (rob), both, or none", "none", "en", "rob", "en+rob"),
      PolicyOption.onOff(CANCELLATION, PAPER.cancellation(), "start-time cancellation (section 5.7), anticipated in"
          + " completion times"),
      PolicyOption.number(ROBUSTNESS_THRESHOLD, PAPER.robustnessThreshold(), "the robustness filter keeps assignments"
          + " at least this likely to meet the deadline (section 7: 0.3; section 5.6: 0.5)")
          .within(PolicyOption.Range.between(0, 1)),
      PolicyOption.number(CANCELLATION_THRESHOLD, PAPER.cancellationThreshold(), "cancel a task less likely than this"
          + " to meet its deadline when it is ready to start (section 7: 0.001; section 5.7: 0.3)")
          .within(PolicyOption.Range.between(0, 1)),
      new PolicyOption(ENERGY_BUDGET_JOULES, PolicyOption.Kind.NUMBER_OR_NONE, "the platform's: P2 x cores x window",
          "zeta_max of the energy filter in joules; by default every core in the middle P-state (P2) for the window;"
              + " none: no budget (no en filter)", List.of()),
      PolicyOption.number(WINDOW_SECONDS, PAPER.windowSeconds(), "the window the budget covers, in seconds (12 h)")
          .within(PolicyOption.Range.above(0)),
      new PolicyOption(T_AVG_SECONDS, PolicyOption.Kind.NUMBER_OR_NONE, "none: the model's average",
          "t_avg of Eq. 6 in seconds; none: the mean expected time over task types, nodes and P-states", List.of()),
      PolicyOption.number(LOW_QUEUE_DEPTH, PAPER.fairShare().lowDepth(), "zeta_mul table: below this average queue"
          + " depth the low multiplier").within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(HIGH_QUEUE_DEPTH, PAPER.fairShare().highDepth(), "zeta_mul table: above this the high"
          + " multiplier, in between the middle one").within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(LOW_MULTIPLIER, PAPER.fairShare().lowMultiplier(), "zeta_mul of a quiet system")
          .within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(MIDDLE_MULTIPLIER, PAPER.fairShare().middleMultiplier(), "zeta_mul in between")
          .within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(HIGH_MULTIPLIER, PAPER.fairShare().highMultiplier(), "zeta_mul in a burst")
          .within(PolicyOption.Range.atLeast(0)),
      PolicyOption.integer(SEED, PAPER.seed(), "seed of RAND's draws (each task its own stream)"),
      PolicyOption.choice(EVALUATION, "cached", "cached: candidates from each core's cached completion pmf; plain:"
          + " by convolution (the same decisions)", "cached", "plain"),
      PolicyOption.number(PMF_CV, PAPER.pmfCv(), "on a model without pmfs: the CV of the gamma pmf made around each"
          + " expected time").within(PolicyOption.Range.atLeast(0)),
      PolicyOption.number(PMF_STEP_SECONDS, PAPER.pmfStepSeconds(), "on a model without pmfs: their time grid")
          .within(PolicyOption.Range.above(0)));

  private Paper002Options() {}

  /** The settings the options give, on section 7's defaults; a bad value is refused naming it. */
  public static Paper002Settings settings(Map<String, String> options) {
    for (Map.Entry<String, String> e : new TreeMap<>(options).entrySet()) {
      PolicyOption option = OPTIONS.stream().filter(o -> o.name().equals(e.getKey())).findFirst().orElseThrow(
          () -> new IllegalArgumentException("unknown option " + e.getKey() + " for paper 002's heuristics; known: "
              + String.join(", ", OPTIONS.stream().map(PolicyOption::name).toList())));
      option.problem(e.getValue()).ifPresent(expected -> {
        throw new IllegalArgumentException("option " + e.getKey() + " was '" + e.getValue() + "', expected " + expected);
      });
    }
    FairShare fair = new FairShare(number(options, LOW_QUEUE_DEPTH, PAPER.fairShare().lowDepth()),
        number(options, HIGH_QUEUE_DEPTH, PAPER.fairShare().highDepth()),
        number(options, LOW_MULTIPLIER, PAPER.fairShare().lowMultiplier()),
        number(options, MIDDLE_MULTIPLIER, PAPER.fairShare().middleMultiplier()),
        number(options, HIGH_MULTIPLIER, PAPER.fairShare().highMultiplier()));
    String budget = options.get(ENERGY_BUDGET_JOULES);
    String tAvg = options.get(T_AVG_SECONDS);
    return new Paper002Settings(Filter.of(options.getOrDefault(FILTER, PAPER.filter().label())),
        PolicyOption.switchValue(options.getOrDefault(CANCELLATION, "on")).orElseThrow(),
        number(options, ROBUSTNESS_THRESHOLD, PAPER.robustnessThreshold()),
        number(options, CANCELLATION_THRESHOLD, PAPER.cancellationThreshold()),
        budget == null ? Double.NaN : budget.trim().equalsIgnoreCase("none") ? Double.POSITIVE_INFINITY
            : Double.parseDouble(budget.trim()),
        number(options, WINDOW_SECONDS, PAPER.windowSeconds()),
        tAvg == null || tAvg.trim().equalsIgnoreCase("none") ? Double.NaN : Double.parseDouble(tAvg.trim()),
        fair,
        Long.parseLong(options.getOrDefault(SEED, Long.toString(PAPER.seed())).trim()),
        options.getOrDefault(EVALUATION, "cached").trim().equalsIgnoreCase("cached"),
        number(options, PMF_CV, PAPER.pmfCv()),
        number(options, PMF_STEP_SECONDS, PAPER.pmfStepSeconds()));
  }

  private static double number(Map<String, String> options, String name, double fallback) {
    String text = options.get(name);
    return text == null ? fallback : Double.parseDouble(text.trim());
  }
}
