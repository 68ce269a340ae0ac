package org.valen.experiments.scenario;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A plot of a scenario, drawn from {@code runs.csv} (every plot can be made again from it):
 *
 * <ul>
 *   <li>{@code lines}: a metric against the swept value, a line per policy with its 95 % CI as a
 *       band (normalized to the baseline for totals);
 *   <li>{@code paired}: the paired difference of each policy against a baseline policy, in % of
 *       the baseline, against the swept value, with its 95 % CI over the seeds;
 *   <li>{@code bars}: a metric's mean and CI as grouped bars: a group per value of column {@code
 *       x}, a bar per value of the {@code series} columns;
 *   <li>{@code boxes}: a metric's spread over the trials, a box per policy (quartiles, median,
 *       whiskers from minimum to maximum), coloured by {@code series}, with the median of column
 *       {@code reference} as a dashed line (paper 002's floor);
 *   <li>bars may draw the mean of column {@code reference} in each group as a line across the
 *       groups (paper 004's unlimited-core ceiling), named {@code referenceTitle} beside it;
 *   <li>{@code curves}: the mean of the columns named {@code prefix}01, 02, … over time, from
 *       column {@code from} to column {@code to} (seconds), a curve per policy.
 * </ul>
 *
 * @param kind which of them
 * @param name the file's name without extension
 * @param title the plot's title; empty for one made from the metric and the experiment
 * @param metric the metric shown ({@code curves}: none)
 * @param x bars: the column whose values make the groups ({@code x}: the swept value; {@code
 *     label}: the policy's label)
 * @param series bars and boxes: the columns whose values make the series (bars) or colours (boxes)
 * @param reference boxes: a column whose median is drawn as a dashed line; bars: a column whose
 *     mean in each group is drawn as a line across the groups
 * @param prefix curves: the columns' common prefix
 * @param from curves: the column of the start of the measured period, in seconds
 * @param to curves: the column of its end, in seconds
 * @param yMax the y axis' top, if fixed (a percentage: 100)
 * @param only the labels of the scenario's policies it shows (empty: all); policies added from the
 *     command line are always shown
 * @param baseline paired, and bars if given: the label of the policy the others are compared with,
 *     paired by trial (bars then show the differences in % of it)
 * @param yTitle the y axis' title, if not the metric's label
 * @param referenceTitle bars: the name of the {@code reference} line, if not "mean of"
 *     the column
 */
public record PlotSpec(Kind kind, String name, Optional<String> title, Optional<String> metric, Optional<String> x,
    List<String> series, Optional<String> reference, Optional<String> prefix, Optional<String> from,
    Optional<String> to, Optional<Double> yMax, List<String> only, Optional<String> baseline,
    Optional<String> yTitle, Optional<String> referenceTitle) {

  /** The kinds of plot. */
  public enum Kind {
    LINES, PAIRED, BARS, BOXES, CURVES;

    /** The name in scenario files. */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public PlotSpec {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
    series = List.copyOf(series);
    only = List.copyOf(only);
  }

  /** A lines plot of {@code metric}, named after it. */
  public static PlotSpec lines(String metric) {
    return new PlotSpec(Kind.LINES, metric, Optional.empty(), Optional.of(metric), Optional.empty(), List.of(),
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
        Optional.empty(), Optional.empty(), Optional.empty());
  }

  /** Bars of {@code metric}, named after it: a group per swept value and a bar per policy, or a bar per policy. */
  public static PlotSpec bars(String metric, boolean swept) {
    return new PlotSpec(Kind.BARS, metric, Optional.empty(), Optional.of(metric), Optional.of(swept ? "x" : "label"),
        swept ? List.of("label") : List.of(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty(), List.of(), Optional.empty(), Optional.empty(), Optional.empty());
  }

  /** Whether it shows the runs of the policy labelled {@code label} ({@code added}: added from the command line). */
  public boolean shows(String label, boolean added) {
    return only.isEmpty() || added || only.contains(label);
  }
}
