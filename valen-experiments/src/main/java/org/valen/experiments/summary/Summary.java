package org.valen.experiments.summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.table.RunRow;
import org.valen.runtime.output.Csv;

/**
 * The runs of a scenario reduced, per (sweep value, policy label, metric), to the mean with its
 * Student-t 95 % confidence interval and the five numbers of a box over the trials, and normalized
 * to the baseline where the scenario has one (the interval scaled by the baseline's mean). It is
 * what tables, plots and the papers' findings read: {@link #mean}, {@link #estimate}, {@link #box},
 * {@link #pairedPercent}. Sweep values are named as {@code runs.csv} writes them ({@link #xs()}).
 */
public final class Summary {
  /** One cell: a policy's metric at a sweep value. */
  public record Cell(String x, String label, MetricDef metric, Statistics.Estimate raw,
      Optional<Statistics.Estimate> normalized, BoxStats box) {}

  private final Scenario scenario;
  private final List<RunRow> rows;
  private final List<String> xs;
  private final List<String> labels;
  private final Map<String, Cell> cells = new LinkedHashMap<>();

  private Summary(Scenario scenario, List<RunRow> rows, List<String> xs, List<String> labels) {
    this.scenario = scenario;
    this.rows = List.copyOf(rows);
    this.xs = List.copyOf(xs);
    this.labels = List.copyOf(labels);
  }

  /** The summary of {@code rows}, the runs of {@code scenario} (calibration runs included). */
  public static Summary of(Scenario scenario, List<RunRow> rows) {
    List<String> xs = scenario.points().stream()
        .map(x -> x.map(v -> scenario.preset().layout().xCell(v)).orElse("")).toList();
    Set<String> labels = new LinkedHashSet<>();
    rows.forEach(r -> labels.add(r.label()));
    Summary s = new Summary(scenario, rows, xs, new ArrayList<>(labels));
    Map<String, List<RunRow>> byCell = new LinkedHashMap<>();
    rows.forEach(r -> byCell.computeIfAbsent(r.x() + '\u0000' + r.label(), k -> new ArrayList<>()).add(r));
    for (String x : xs) {
      for (String label : s.labels) {
        List<RunRow> mine = byCell.getOrDefault(x + '\u0000' + label, List.of());
        for (MetricDef m : scenario.preset().metrics()) {
          double[] sample = mine.stream().mapToDouble(m::of).filter(v -> !Double.isNaN(v)).toArray();
          if (sample.length > 0) {
            s.cells.put(key(x, label, m.id()), new Cell(x, label, m, Statistics.of(sample), Optional.empty(),
                BoxStats.of(sample)));
          }
        }
      }
    }
    s.normalize();
    return s;
  }

  private void normalize() {
    if (scenario.baseline().isEmpty()) {
      return;
    }
    String baseX = scenario.baseline().get().x().map(v -> scenario.preset().layout().xCell(v)).orElse("");
    String baseLabel = scenario.baseline().get().label();
    cells.replaceAll((k, c) -> {
      Cell base = cells.get(key(baseX, baseLabel, c.metric().id()));
      if (!c.metric().normalizable() || base == null || base.raw().mean() == 0) {
        return c;
      }
      double b = base.raw().mean();
      return new Cell(c.x(), c.label(), c.metric(), c.raw(),
          Optional.of(new Statistics.Estimate(c.raw().mean() / b, c.raw().halfWidth() / b, c.raw().n())), c.box());
    });
  }

  private static String key(String x, String label, String metric) {
    return x + '\u0000' + label + '\u0000' + metric;
  }

  public Scenario scenario() {
    return scenario;
  }

  /** Every run, calibration included, in the order of {@code runs.csv}. */
  public List<RunRow> rows() {
    return rows;
  }

  /** The runs of {@code label} at {@code x}, in trial order. */
  public List<RunRow> rows(String x, String label) {
    return rows.stream().filter(r -> r.x().equals(x) && r.label().equals(label)).toList();
  }

  /** The sweep values as {@code runs.csv} writes them, in the scenario's order; one empty value if nothing is swept. */
  public List<String> xs() {
    return xs;
  }

  /** How {@code runs.csv} writes the scenario's sweep value {@code value}. */
  public String x(String value) {
    return scenario.preset().layout().xCell(value);
  }

  /** The labels that ran, calibration first, in the order of {@code runs.csv}. */
  public List<String> labels() {
    return labels;
  }

  /** Number of trials (distinct seeds). */
  public int trials() {
    return (int) rows.stream().mapToLong(RunRow::seed).distinct().count();
  }

  public Optional<Cell> cell(String x, String label, String metric) {
    return Optional.ofNullable(cells.get(key(x, label, metric)));
  }

  /** Mean and CI of {@code metric} for {@code label} at {@code x}. */
  public Optional<Statistics.Estimate> estimate(String x, String label, String metric) {
    return cell(x, label, metric).map(Cell::raw);
  }

  /** The mean; NaN if the policy has no such figure there. */
  public double mean(String x, String label, String metric) {
    return estimate(x, label, metric).map(Statistics.Estimate::mean).orElse(Double.NaN);
  }

  /** The mean of a scenario without a sweep. */
  public double mean(String label, String metric) {
    return mean("", label, metric);
  }

  /** The box of {@code metric} over the trials. */
  public Optional<BoxStats> box(String x, String label, String metric) {
    return cell(x, label, metric).map(Cell::box);
  }

  /** Mean of a metric over every sweep value, for one policy. */
  public double meanOver(String label, String metric) {
    return xs.stream().mapToDouble(x -> mean(x, label, metric)).average().orElse(Double.NaN);
  }

  /**
   * Average over the sweep values of the relative difference of {@code label} against {@code other}
   * in percent: paper 001's "on an average, X achieves 9.46 % higher value than Y".
   */
  public double averageGainPercent(String label, String other, String metric) {
    return xs.stream().mapToDouble(x -> 100 * (mean(x, label, metric) - mean(x, other, metric)) / mean(x, other, metric))
        .average().orElse(Double.NaN);
  }

  /**
   * The difference of {@code label} against {@code other} at {@code x}, in percent of {@code
   * other}, paired by seed (both ran the same workload with the same variability): mean and 95 % CI
   * over the seeds. Much tighter than comparing the two means, whose spread is mostly the
   * workloads'.
   */
  public Optional<Statistics.Estimate> pairedPercent(String label, String other, String metric, String x) {
    MetricDef m = scenario.preset().metric(metric).orElseThrow();
    Map<Long, Double> theirs = new LinkedHashMap<>();
    rows(x, other).forEach(r -> theirs.put(r.seed(), m.of(r)));
    double[] differences = rows(x, label).stream()
        .filter(r -> theirs.containsKey(r.seed()) && theirs.get(r.seed()) != 0 && !Double.isNaN(theirs.get(r.seed())))
        .mapToDouble(r -> 100 * (m.of(r) - theirs.get(r.seed())) / theirs.get(r.seed()))
        .filter(d -> !Double.isNaN(d)).toArray();
    return differences.length == 0 ? Optional.empty() : Optional.of(Statistics.of(differences));
  }

  /** {@code summary.csv}: one row per cell. */
  public String csv() {
    StringBuilder out = new StringBuilder("experiment,parameter,x,policy,metric,mean,ci95,n,min,q1,median,q3,max,"
        + "normalized_mean,normalized_ci95\n");
    String parameter = scenario.parameterId().orElse("");
    for (Cell c : cells.values()) {
      BoxStats b = c.box();
      out.append(Csv.text(scenario.id())).append(',').append(Csv.text(parameter)).append(',').append(Csv.text(c.x()))
          .append(',').append(Csv.text(c.label())).append(',').append(c.metric().id()).append(',')
          .append(Csv.number(c.raw().mean())).append(',').append(Csv.number(c.raw().halfWidth())).append(',')
          .append(c.raw().n());
      for (double v : new double[] {b.min(), b.lowerQuartile(), b.median(), b.upperQuartile(), b.max()}) {
        out.append(',').append(Csv.number(v));
      }
      out.append(',').append(c.normalized().map(e -> Csv.number(e.mean())).orElse("")).append(',')
          .append(c.normalized().map(e -> Csv.number(e.halfWidth())).orElse("")).append('\n');
    }
    return out.toString();
  }
}
