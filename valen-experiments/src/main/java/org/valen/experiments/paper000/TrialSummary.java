package org.valen.experiments.paper000;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.valen.experiments.Statistics;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.runtime.output.Csv;

/**
 * The rows of a paper 000 experiment reduced to a mean and 95 % confidence interval per
 * configuration and metric, over the trials.
 */
public final class TrialSummary {
  /** What is summarized. */
  public enum Metric {
    UTILITY("utility", "utility earned in the day", TrialRow::utility),
    ENERGY_LEFT_MJ("energy_left_mj", "energy left at the end of the day (MJ)", r -> r.energyLeftJoules() / 1e6),
    ENERGY_GJ("energy_gj", "energy used in the day (GJ)", r -> r.energyJoules() / 1e9),
    EXHAUSTED_H("budget_exhausted_h", "hours into the day until less than 1 % of E was left", TrialRow::budgetExhaustedHours),
    COMPLETED("completed", "tasks completed in the day", TrialRow::completed),
    PORTION_P1("portion_p1", "portion of maximum utility earned, priority 1", r -> r.share(1).portion()),
    PORTION_P2("portion_p2", "portion of maximum utility earned, priority 2", r -> r.share(2).portion()),
    PORTION_P4("portion_p4", "portion of maximum utility earned, priority 4", r -> r.share(4).portion()),
    PORTION_P8("portion_p8", "portion of maximum utility earned, priority 8", r -> r.share(8).portion());

    private final String id;
    private final String label;
    private final ToDoubleFunction<TrialRow> value;

    Metric(String id, String label, ToDoubleFunction<TrialRow> value) {
      this.id = id;
      this.label = label;
      this.value = value;
    }

    public String id() {
      return id;
    }

    public String label() {
      return label;
    }
  }

  private final List<TrialRow> rows;
  private final Map<String, Statistics.Estimate> estimates = new LinkedHashMap<>();
  private final Map<String, Statistics.Estimate[]> cumulative = new LinkedHashMap<>();
  private final List<Configuration> configurations = new ArrayList<>();

  public TrialSummary(List<TrialRow> rows) {
    this.rows = List.copyOf(rows);
    for (TrialRow r : rows) {
      if (!configurations.contains(r.configuration())) {
        configurations.add(r.configuration());
      }
    }
    for (Configuration c : configurations) {
      List<TrialRow> mine = rows.stream().filter(r -> r.configuration().equals(c)).toList();
      for (Metric m : Metric.values()) {
        double[] sample = mine.stream().mapToDouble(m.value).filter(v -> !Double.isNaN(v)).toArray();
        if (sample.length > 0) {
          estimates.put(key(c, m), Statistics.of(sample));
        }
      }
      Statistics.Estimate[] curve = new Statistics.Estimate[TrialRow.STEPS];
      for (int k = 0; k < TrialRow.STEPS; k++) {
        int step = k;
        curve[k] = Statistics.of(mine.stream().mapToDouble(r -> r.cumulativeUtility().get(step)).toArray());
      }
      cumulative.put(c.label(), curve);
    }
  }

  private static String key(Configuration c, Metric m) {
    return c.label() + "\u0000" + m.name();
  }

  public List<TrialRow> rows() {
    return rows;
  }

  /** The configurations, in the order of the rows. */
  public List<Configuration> configurations() {
    return configurations;
  }

  public Optional<Statistics.Estimate> get(Configuration c, Metric m) {
    return Optional.ofNullable(estimates.get(key(c, m)));
  }

  /** The mean, NaN if absent. */
  public double mean(String heuristic, Environment e, String filter, Metric m) {
    return get(new Configuration(heuristic, e, filter), m).map(Statistics.Estimate::mean).orElse(Double.NaN);
  }

  /** Mean and CI of the cumulative utility at each 24th of the day. */
  public Statistics.Estimate[] cumulative(Configuration c) {
    return cumulative.get(c.label());
  }

  /** The day's energy constraint E the runs had (the same in every constrained row). */
  public double budgetJoules() {
    return rows.stream().filter(r -> r.configuration().constrained()).mapToDouble(TrialRow::energyBudgetJoules)
        .findFirst().orElse(Double.NaN);
  }

  /** Number of trials. */
  public int trials() {
    return (int) rows.stream().mapToInt(TrialRow::trial).distinct().count();
  }

  /** {@code summary.csv}: one row per configuration and metric. */
  public String csv() {
    StringBuilder out = new StringBuilder("heuristic,environment,filter,metric,mean,ci95,n\n");
    for (Configuration c : configurations) {
      for (Metric m : Metric.values()) {
        get(c, m).ifPresent(e -> out.append(Csv.text(c.heuristic())).append(',').append(c.environment().label())
            .append(',').append(c.filter()).append(',').append(m.id()).append(',').append(Csv.number(e.mean()))
            .append(',').append(Csv.number(e.halfWidth())).append(',').append(e.n()).append('\n'));
      }
      Statistics.Estimate[] curve = cumulative(c);
      for (int k = 0; k < curve.length; k++) {
        out.append(Csv.text(c.heuristic())).append(',').append(c.environment().label()).append(',').append(c.filter())
            .append(',').append(String.format(Locale.ROOT, "utility_by_%02d", k + 1)).append(',')
            .append(Csv.number(curve[k].mean())).append(',').append(Csv.number(curve[k].halfWidth())).append(',')
            .append(curve[k].n()).append('\n');
      }
    }
    return out.toString();
  }
}
