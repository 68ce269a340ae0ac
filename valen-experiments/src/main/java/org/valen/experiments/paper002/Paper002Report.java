package org.valen.experiments.paper002;

import java.util.List;
import java.util.Locale;
import org.valen.hc.paper002.outcome.Outcome;

/** The markdown report of a paper 002 figure: setup, the table of every variant, and the paper's findings beside ours. */
final class Paper002Report {
  /** Where and why our setting differs from the paper's. */
  static final List<String> DIFFERENCES = List.of(
      "The paper never says how its pmfs come from the CVB values: ours are discretised gammas (CV 0.25, 60 s grid)"
          + " around each (task type, node) CVB value, scaled by the node's P-state multiplier.",
      "Our cluster, task types and pmfs are one draw (environment seed 1), not the paper's; the arrival rates keep the"
          + " paper's ratios to the equilibrium rate (λ_fast = λ_eq × 28/18, λ_slow = λ_eq × 28/48) with λ_eq = c_total"
          + " / t_avg of our cluster, since the paper's 1/28 belongs to its own cluster.",
      "t_avg is the model's own average execution time over all task types, nodes and P-states; the paper's ≈ 1353 s"
          + " is not reachable from μ_task = 750 with P-state multipliers of at most 2.44.",
      "Fig. 3 is not in the paper's text: the low, medium and high patterns have 2, 4 and 8 bursts in the 12 hours,"
          + " each burst followed by a lull of the same length.",
      "Section 7's thresholds: robustness filter 30 %, start-time cancellation 0.1 %; Eq. 6 as its text reads"
          + " (energy left per task that could still run), compared with an assignment's energy above idle.");

  private Paper002Report() {}

  static String markdown(Paper002Experiment.Figure figure, Paper002Summary s, String command, String plot) {
    StringBuilder md = new StringBuilder("# ").append(figure.title()).append("\n\n");
    md.append("Made by `").append(command).append("`; every figure below comes from `runs.csv` in this folder.\n\n");
    TrialRow any = s.rows().get(0);
    md.append("## Setup\n\n");
    md.append(String.format(Locale.ROOT, "- %d trials (seeds 1 … %d) of the %s arrival pattern (%s): one cluster and"
        + " one set of 100 task types for all, each trial its own arrivals, task types and actual times drawn from"
        + " the pmfs; energy budget ζ_max = %.4g MJ.%n", s.trials(), s.trials(), figure.pattern().label(),
        figure.pattern().bursts() + " bursts in the window", any.budgetJoules() / 1e6));
    md.append("- Each of the 32 variants: SQ, MECT, LL, RAND × filters none, en, rob, en+rob × start-time cancellation"
        + " off / on (+cancel).\n- A deadline is missed when the task finishes late, after the budget is spent, is"
        + " discarded (no feasible assignment) or cancelled at its start.\n\n");
    md.append("## Missed deadlines (% of the trial's tasks) over the trials\n\n");
    md.append("| variant | min | Q1 | median | Q3 | max | on time | late | after budget | discarded | cancelled |"
        + " budget spent in |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Paper002Summary.Line l : s.lines()) {
      BoxStats b = l.missed();
      double[] o = l.meanOutcomes();
      md.append(String.format(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.0f | %.0f | %.0f | %.0f | %.0f"
          + " | %d of %d trials |%n", l.variant().label(), b.min(), b.lowerQuartile(), b.median(), b.upperQuartile(),
          b.max(), o[Outcome.ON_TIME.ordinal()], o[Outcome.LATE.ordinal()], o[Outcome.AFTER_BUDGET.ordinal()],
          o[Outcome.DISCARDED.ordinal()], o[Outcome.CANCELLED.ordinal()], (long) l.exhaustedTrials(), b.count()));
    }
    md.append("\n(Outcome columns: mean tasks per trial.) Per-trial floor of deadlines no allocation can meet: median ")
        .append(String.format(Locale.ROOT, "%.2f %%, min %.2f %%, max %.2f %%.%n%n", s.floor().median(),
            s.floor().min(), s.floor().max()));
    md.append("Plot: [").append(plot).append("](").append(plot).append(") (and the same as SVG): boxes from Q1 to Q3"
        + " with the median, whiskers from min to max, dashed line the floor's median.\n\n");
    md.append("## The paper beside ours\n\n");
    new Findings(s).all().forEach(c -> md.append("- ").append(c).append('\n'));
    md.append("\n## Why ours differ\n\n");
    DIFFERENCES.forEach(d -> md.append("- ").append(d).append('\n'));
    return md.toString();
  }
}
