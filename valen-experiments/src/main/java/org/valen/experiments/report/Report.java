package org.valen.experiments.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;

/**
 * The report of a scenario, leading with the answer: what was run (command, valen's version and
 * commit, date), the paper's findings beside ours, the plots, then the tables ({@link ReportTables})
 * and the setup, and where our setting departs from the paper's.
 */
public final class Report {
  private Report() {}

  /**
   * The markdown of the report.
   *
   * @param provenance what made it: command, version, commit, date ({@link Provenance})
   * @param plots the plots' PNG file names (an SVG beside each)
   * @param findings the paper's findings the scenario names, and its preset's sections
   */
  public static String markdown(Summary s, Provenance provenance, List<String> plots, List<Findings> findings) {
    Scenario sc = s.scenario();
    StringBuilder md = new StringBuilder("# ").append(sc.title()).append("\n\n");
    md.append(provenance.line()).append(" Every figure below comes from `runs.csv` in this folder.\n\n");
    if (!sc.added().isEmpty()) {
      md.append("**Added to the paper's policies:** ").append(String.join(", ", sc.entries().stream()
          .filter(e -> sc.isAdded(e.label())).map(e -> e.description()).toList()))
          .append(" (`--add-policy`); they are in every plot and table beside the paper's.\n\n");
    }
    for (Findings f : findings) {
      List<String> verdicts = f.verdicts(s);
      if (!verdicts.isEmpty()) {
        md.append("## Against the paper (").append(f.source()).append(")\n\n");
        verdicts.forEach(line -> md.append("- ").append(line).append('\n'));
        md.append('\n');
      }
    }
    if (!plots.isEmpty()) {
      md.append("## Plots\n\n");
      for (String p : plots) {
        String svg = p.replaceAll("\\.png$", ".svg");
        md.append("![").append(p).append("](").append(p).append(")\n\n[").append(svg).append("](").append(svg)
            .append(")\n\n");
      }
    }
    md.append("## Results (mean ± 95 % confidence interval over ").append(s.trials())
        .append(s.trials() == 1 ? " trial" : " trials").append(")\n\n");
    md.append(ReportTables.markdown(s));
    findings.forEach(f -> md.append(f.sections(s)));
    md.append("## Setup\n\n");
    sc.preset().describe(sc.setupAt(Optional.empty()), sc.seeds()).forEach(l -> md.append("- ").append(l).append('\n'));
    sc.sweep().ifPresent(w -> md.append("- varied: ").append(w.field().label()).append(" = ")
        .append(String.join(", ", w.values())).append('\n'));
    md.append("- policies: ").append(String.join(", ", sc.entries().stream().map(e -> e.description()).toList()))
        .append("\n\n");
    List<String> differences = findings.stream().flatMap(f -> f.differences().stream()).toList();
    if (!differences.isEmpty()) {
      md.append("## Why ours differ\n\n");
      differences.forEach(d -> md.append("- ").append(d).append('\n'));
      md.append('\n');
    }
    return md.toString();
  }

  /** A number as the tables print it: 12345, 123.4, 1.23. */
  public static String number(double v) {
    double a = Math.abs(v);
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, a >= 1000 ? "%.0f" : a >= 10 ? "%.1f" : "%.2f", v);
  }

  /** Mean ± half-width as the tables print them. */
  public static String estimate(double mean, double halfWidth) {
    return number(mean) + " ± " + number(halfWidth);
  }
}
