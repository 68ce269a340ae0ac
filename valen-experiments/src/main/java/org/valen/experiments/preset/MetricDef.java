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
 * @param better which way is better, for ranks (more value; less missed deadlines, rejected jobs,
 *     energy; neither for counts such as preemptions)
 */
public record MetricDef(String id, String label, ToDoubleFunction<RunRow> value, boolean normalizable,
    Better better) {

  /** Which way of a metric is better. */
  public enum Better {
    HIGHER, LOWER, NEITHER
  }

  public MetricDef {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(better, "better");
  }

  /** A metric of which more is better. */
  public MetricDef(String id, String label, ToDoubleFunction<RunRow> value, boolean normalizable) {
    this(id, label, value, normalizable, Better.HIGHER);
  }

  /** The same metric, of which less is better. */
  public MetricDef lowerBetter() {
    return new MetricDef(id, label, value, normalizable, Better.LOWER);
  }

  /** The same metric, neither more nor less of which is better (a count of preemptions, say). */
  public MetricDef neither() {
    return new MetricDef(id, label, value, normalizable, Better.NEITHER);
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
