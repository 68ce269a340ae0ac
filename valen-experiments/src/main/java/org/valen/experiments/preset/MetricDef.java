package org.valen.experiments.preset;

import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.valen.experiments.table.RunRow;

/**
 * A figure of a run that a summary, table or plot shows, read from a row of {@code runs.csv}: paper
 * 001's value and energy, paper 000's utility over the day, paper 002's missed deadlines, paper
 * 004's percentage of the maximum utility. A preset declares its metrics; a scenario names them.
 *
 * @param id its name in scenario files and {@code summary.csv} (e.g. {@code value-per-energy})
 * @param label what it is, with its unit, for axes and tables
 * @param value how a row gives it (NaN: the run has no such figure, left out of the mean)
 * @param normalizable whether a ratio to a baseline policy makes sense (a total, not a percentage)
 * @param lowerIsBetter whether less is better (missed deadlines, rejected jobs, energy), for ranks
 */
public record MetricDef(String id, String label, ToDoubleFunction<RunRow> value, boolean normalizable,
    boolean lowerIsBetter) {
  public MetricDef {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(value, "value");
  }

  /** A metric of which more is better. */
  public MetricDef(String id, String label, ToDoubleFunction<RunRow> value, boolean normalizable) {
    this(id, label, value, normalizable, false);
  }

  /** The same metric, of which less is better. */
  public MetricDef lowerBetter() {
    return new MetricDef(id, label, value, normalizable, true);
  }

  /** A metric that is one column of {@code runs.csv}, read as a number. */
  public static MetricDef column(String id, String label, String column, boolean normalizable) {
    return new MetricDef(id, label, row -> row.number(column), normalizable);
  }

  /** The metric of one row. */
  public double of(RunRow row) {
    return value.applyAsDouble(row);
  }

  /** The label without its unit in parentheses, capitalized: a plot's title starts so. */
  public String title() {
    String plain = label.replaceAll(" \\(.*\\)", "");
    return Character.toUpperCase(plain.charAt(0)) + plain.substring(1);
  }
}
