package org.valen.experiments.paper004;

import java.util.List;
import java.util.Locale;
import org.valen.experiments.Statistics;
import org.valen.experiments.paper004.TrialSummary.Measure;

/** The markdown report of a paper 004 experiment: setup, our tables, the paper's findings beside ours. */
final class Paper004Report {
  private Paper004Report() {}

  static String markdown(Figure figure, TrialSummary s, String command, List<String> plots) {
    StringBuilder md = new StringBuilder("# ").append(figure.title()).append("\n\n");
    md.append("Made by `").append(command).append("`; every figure below comes from `runs.csv` in this folder.\n\n");
    md.append("## Setup\n\n");
    md.append(String.format(Locale.ROOT, "- %d trials (seeds 1 … %d), each a new system and workload per setting of `%s`"
        + " (values: %s), which replaces its default below; every other parameter at the paper's default (section IV):"
        + " five clusters of 7–13 nodes of 16"
        + " cores (about 800 cores), 100 task types of which 20 critical (maximum utility 8, mean 10 min) and 80"
        + " non-critical (utility 1, mean 50 min), ETC by gamma with COV 0.1 then 0.3 across clusters, bursts of mean size"
        + " 64 by a sinusoidal Poisson process, 75 tasks per core a day, paper 000's 20 utility classes, both preemption"
        + " flags true.%n", s.trials(), s.trials(), s.parameter(), String.join(", ", s.values())));
    md.append("- Each run: 4 h of fill, then the measured window; mapping events every 60 s; utility earned in the window"
        + " counts each completed task's utility × the share of its execution inside the window (section II-E); the"
        + " maximum is every task starting at arrival on its fastest cluster (section V).\n\n");
    Measure main = figure.completedShare() ? Measure.PERCENT_COMPLETED : Measure.PERCENT_OF_MAX;
    md.append("## Results (mean ± 95 % confidence interval over ").append(s.trials())
        .append(s.trials() == 1 ? " trial: no interval)\n\n" : " trials)\n\n");
    table(md, s, main);
    table(md, s, Measure.CRITICAL_PERCENT_OF_MAX);
    table(md, s, Measure.PREEMPTIONS);
    md.append("Plot: ");
    plots.forEach(p -> md.append("[").append(p).append("](").append(p).append(") "));
    md.append("(and the same as SVG).\n\n## The paper beside ours\n\n");
    new Findings(s, main).of(figure).forEach(c -> md.append("- ").append(c).append('\n'));
    md.append("\n## Why ours may differ\n\n");
    DIFFERENCES.forEach(d -> md.append("- ").append(d).append('\n'));
    if (s.trials() < Paper004Experiment.TRIALS) {
      md.append("- Fewer trials than the paper's ").append(Paper004Experiment.TRIALS).append(" make wider intervals:"
          + " run with `--seeds ").append(Paper004Experiment.TRIALS).append("` for the paper's count.\n");
    }
    return md.toString();
  }

  private static final List<String> DIFFERENCES = List.of(
      "The paper leaves open the number of task types, the cores per node, the sinusoid's amplitude and period, and the"
          + " unit of the decaying class's urgency; ours are in valen-hc's README (paper 004) and are parameters.",
      "The paper's text speaks of \"three clusters\" when it builds the heterogeneity; we read five (every cluster but"
          + " the first gets a gamma(time on the first, COV 0.3) time).",
      "Preempt Pair's second phase can pick a deferred task forever as written; ours skips a task deferred in the same"
          + " event, and pairs only with tasks executing when the event began.");

  private static void table(StringBuilder md, TrialSummary s, Measure m) {
    md.append("### ").append(m.label()).append("\n\n| heuristic |");
    s.values().forEach(v -> md.append(' ').append(s.parameter()).append(" = ").append(v).append(" |"));
    md.append("\n|---|");
    s.values().forEach(v -> md.append("---:|"));
    md.append('\n');
    for (String h : s.heuristics()) {
      md.append("| ").append(Paper004Plots.paperName(h)).append(" |");
      for (String v : s.values()) {
        Statistics.Estimate e = s.get(v, h, m).orElse(null);
        md.append(e == null ? " – |" : String.format(Locale.ROOT, " %.2f ± %.2f |", e.mean(), e.halfWidth()));
      }
      md.append('\n');
    }
    md.append('\n');
  }
}
