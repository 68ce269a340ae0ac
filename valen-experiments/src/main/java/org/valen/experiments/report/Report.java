package org.valen.experiments.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.runtime.offers.OfferOrigin;
import org.valen.runtime.policy.Policies;

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
    ReportPage page = new ReportPage(sc.title(), provenance);
    if (!sc.added().isEmpty()) {
      page.paragraph("**Added to the paper's policies:** " + String.join(", ", sc.entries().stream()
          .filter(e -> sc.isAdded(e.label())).map(e -> e.description()).toList())
          + " (`--add-policy`); they are in every plot and table beside the paper's.");
    }
    findings.forEach(f -> page.verdicts(f.source(), f.verdicts(s)));
    StringBuilder added = new StringBuilder();
    added(added, s);
    page.raw(added.toString()).plots(plots);
    page.section("Results (mean ± 95 % confidence interval over " + s.trials() + (s.trials() == 1 ? " trial" : " trials")
        + ")", ReportTables.markdown(s));
    findings.forEach(f -> page.raw(f.sections(s)));
    List<String> setup = new java.util.ArrayList<>(sc.preset().describe(sc.setupAt(Optional.empty()), sc.seeds()));
    sc.sweep().ifPresent(w -> setup.add("varied: " + w.field().label() + " = " + String.join(", ", w.values())));
    setup.add("policies: " + String.join(", ", sc.entries().stream().map(e -> e.description()).toList()));
    setup.add(offers(sc));
    page.bullets("Setup", setup);
    page.bullets("Why ours differ", findings.stream().flatMap(f -> f.differences().stream()).toList());
    return page.markdown();
  }

  /** Where the policies' offers came from: profiles for those that need them, the execution model for the others. */
  private static String offers(Scenario sc) {
    Map<OfferOrigin, List<String>> by = new EnumMap<>(OfferOrigin.class);
    for (var e : sc.entries()) {
      Policies.find(e.policy()).ifPresent(p -> by.computeIfAbsent(
          OfferOrigin.defaultFor(p), o -> new ArrayList<>()).add(e.label()));
    }
    List<String> parts = new ArrayList<>();
    by.forEach((origin, labels) -> parts.add("from " + origin.words() + " for " + String.join(", ", labels)
        + (origin == OfferOrigin.PROFILES ? " (they need them)" : "")));
    return "offers: " + String.join("; ", parts) + " (docs/policies.md: a policy's offers come from design-time"
        + " profiles if it needs them, else from the execution model)";
  }

  /**
   * Where each policy added from the command line stands among all, on each of the scenario's
   * metrics at each sweep value: its mean, its rank and the best policy's mean.
   */
  private static void added(StringBuilder md, Summary s) {
    Scenario sc = s.scenario();
    if (sc.added().isEmpty()) {
      return;
    }
    md.append("## The added policies beside the paper's\n\n");
    for (String label : sc.added()) {
      for (MetricDef m : sc.metrics().stream().filter(m -> m.better() != MetricDef.Better.NEITHER).toList()) {
        StringBuilder line = new StringBuilder("- ").append(label).append(", ").append(m.label())
            .append(m.better() == MetricDef.Better.LOWER ? " (less is better)" : "").append(":");
        for (int i = 0; i < s.xs().size(); i++) {
          String x = s.xs().get(i);
          double mine = s.mean(x, label, m.id());
          int sign = m.better() == MetricDef.Better.LOWER ? 1 : -1;
          List<String> ranked = sc.labels().stream().filter(l -> !Double.isNaN(s.mean(x, l, m.id())))
              .sorted(java.util.Comparator.comparingDouble(l -> sign * s.mean(x, l, m.id()))).toList();
          long better = ranked.stream().filter(l -> sign * s.mean(x, l, m.id()) < sign * mine).count();
          List<String> tied = ranked.stream().filter(l -> !l.equals(label) && s.mean(x, l, m.id()) == mine).toList();
          String best = ranked.isEmpty() ? "" : ranked.get(0);
          line.append(sc.sweep().map(w -> " " + w.values().get(s.xs().indexOf(x)) + ":").orElse(""))
              .append(' ').append(number(mine)).append(" (").append(better + 1).append(" of ").append(ranked.size())
              .append(tied.isEmpty() ? "" : ", with " + String.join(", ", tied))
              .append(better == 0 ? ", the best" : "; best " + best + " " + number(s.mean(x, best, m.id()))).append(")")
              .append(i + 1 < s.xs().size() ? ";" : ".");
        }
        md.append(line).append('\n');
      }
    }
    md.append('\n');
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
