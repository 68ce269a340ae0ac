package org.valen.experiments.paper004;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.valen.experiments.Statistics;
import org.valen.runtime.output.Csv;

/**
 * The rows of a paper 004 experiment reduced to a mean and 95 % confidence interval (over the
 * trials, as the paper's figures) per setting, heuristic and measure.
 */
public final class TrialSummary {
  /** What is summarized. */
  public enum Measure {
    PERCENT_OF_MAX("percent_of_max", "% of maximum utility", TrialRow::percentOfMaximum),
    PERCENT_COMPLETED("percent_completed", "% of tasks completed", TrialRow::percentCompleted),
    CRITICAL_PERCENT_OF_MAX("critical_percent_of_max", "% of critical tasks' maximum utility",
        TrialRow::percentOfCriticalMaximum),
    PREEMPTIONS("preemptions", "preemptions per run", r -> r.preemptions());

    private final String id;
    private final String label;
    private final ToDoubleFunction<TrialRow> value;

    Measure(String id, String label, ToDoubleFunction<TrialRow> value) {
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
  private final List<String> values = new ArrayList<>();
  private final List<String> heuristics = new ArrayList<>();
  private final Map<String, Statistics.Estimate> estimates = new LinkedHashMap<>();

  public TrialSummary(List<TrialRow> rows) {
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("no runs to summarize");
    }
    this.rows = List.copyOf(rows);
    for (TrialRow r : rows) {
      if (!values.contains(r.value())) {
        values.add(r.value());
      }
      if (!heuristics.contains(r.heuristic())) {
        heuristics.add(r.heuristic());
      }
    }
    for (String v : values) {
      for (String h : heuristics) {
        List<TrialRow> mine = rows.stream().filter(r -> r.value().equals(v) && r.heuristic().equals(h)).toList();
        for (Measure m : Measure.values()) {
          double[] sample = mine.stream().mapToDouble(m.value).filter(x -> !Double.isNaN(x)).toArray();
          if (sample.length > 0) {
            estimates.put(key(v, h, m), Statistics.of(sample));
          }
        }
      }
    }
  }

  private static String key(String value, String heuristic, Measure m) {
    return value + "\u0000" + heuristic + "\u0000" + m.name();
  }

  /** The swept parameter's name. */
  public String parameter() {
    return rows.get(0).parameter();
  }

  /** Its values, in the order of the rows. */
  public List<String> values() {
    return values;
  }

  /** The heuristics, in the order of the rows. */
  public List<String> heuristics() {
    return heuristics;
  }

  public Optional<Statistics.Estimate> get(String value, String heuristic, Measure m) {
    return Optional.ofNullable(estimates.get(key(value, heuristic, m)));
  }

  /** The mean; NaN if absent. */
  public double mean(String value, String heuristic, Measure m) {
    return get(value, heuristic, m).map(Statistics.Estimate::mean).orElse(Double.NaN);
  }

  /** Number of trials. */
  public int trials() {
    return (int) rows.stream().mapToInt(TrialRow::trial).distinct().count();
  }

  /** {@code summary.csv}: one row per setting, heuristic and measure. */
  public String csv() {
    StringBuilder out = new StringBuilder("parameter,value,heuristic,measure,mean,ci95,n\n");
    for (String v : values) {
      for (String h : heuristics) {
        for (Measure m : Measure.values()) {
          get(v, h, m).ifPresent(e -> out.append(Csv.text(parameter())).append(',').append(Csv.text(v)).append(',')
              .append(Csv.text(h)).append(',').append(m.id()).append(',').append(Csv.number(e.mean())).append(',')
              .append(Csv.number(e.halfWidth())).append(',').append(e.n()).append('\n'));
        }
      }
    }
    return out.toString();
  }
}
