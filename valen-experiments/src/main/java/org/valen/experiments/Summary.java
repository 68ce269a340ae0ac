package org.valen.experiments;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The runs of an experiment reduced to a mean and 95 % confidence interval per (value, policy,
 * metric), and normalized to the baseline where the experiment has one (the interval is scaled by
 * the baseline's mean; the baseline's own uncertainty is not propagated).
 */
public final class Summary {
  /** One cell of a result table. */
  public record Cell(double x, String policy, Metric metric, Statistics.Estimate raw, Optional<Statistics.Estimate> normalized) {}

  private final ExperimentSpec spec;
  private final Map<String, Cell> cells = new LinkedHashMap<>();
  private List<RunRow> rows = List.of();

  private Summary(ExperimentSpec spec) {
    this.spec = spec;
  }

  public static Summary of(ExperimentSpec spec, List<RunRow> rows) {
    Summary s = new Summary(spec);
    s.rows = List.copyOf(rows);
    Map<String, Statistics.Estimate> raw = new LinkedHashMap<>();
    for (double x : spec.values()) {
      for (String policy : spec.policies()) {
        for (Metric m : Metric.values()) {
          double[] sample = rows.stream().filter(r -> r.x() == x && r.policy().equals(policy))
              .mapToDouble(m::of).toArray();
          if (sample.length > 0) {
            raw.put(key(x, policy, m), Statistics.of(sample));
          }
        }
      }
    }
    for (Map.Entry<String, Statistics.Estimate> e : raw.entrySet()) {
      String[] k = e.getKey().split("\u0000");
      double x = Double.parseDouble(k[0]);
      Metric m = Metric.valueOf(k[2]);
      Optional<Statistics.Estimate> normalized = Optional.empty();
      if (m.normalizable() && spec.baseline().isPresent()) {
        Statistics.Estimate base = raw.get(key(spec.baseline().get().x(), spec.baseline().get().policy(), m));
        if (base != null && base.mean() != 0) {
          Statistics.Estimate v = e.getValue();
          normalized = Optional.of(new Statistics.Estimate(v.mean() / base.mean(), v.halfWidth() / base.mean(), v.n()));
        }
      }
      s.cells.put(e.getKey(), new Cell(x, k[1], m, e.getValue(), normalized));
    }
    return s;
  }

  private static String key(double x, String policy, Metric m) {
    return x + "\u0000" + policy + "\u0000" + m.name();
  }

  public ExperimentSpec spec() {
    return spec;
  }

  /** The runs it was made from, in run order. */
  public List<RunRow> rows() {
    return rows;
  }

  public Optional<Cell> cell(double x, String policy, Metric m) {
    return Optional.ofNullable(cells.get(key(x, policy, m)));
  }

  public List<Cell> cells() {
    return new ArrayList<>(cells.values());
  }

  /** Mean of a metric over all values of the parameter, for one policy. */
  public double meanOver(String policy, Metric m) {
    return spec.values().stream().mapToDouble(x -> cell(x, policy, m).map(c -> c.raw().mean()).orElse(Double.NaN))
        .average().orElse(Double.NaN);
  }

  /**
   * Average over the parameter values of the relative difference of {@code policy} against
   * {@code other} in percent: paper 001's "on an average, X achieves 9.46 % higher value than Y".
   */
  public double averageGainPercent(String policy, String other, Metric m) {
    return spec.values().stream().mapToDouble(x -> {
      double a = cell(x, policy, m).map(c -> c.raw().mean()).orElse(Double.NaN);
      double b = cell(x, other, m).map(c -> c.raw().mean()).orElse(Double.NaN);
      return 100 * (a - b) / b;
    }).average().orElse(Double.NaN);
  }

  /**
   * The difference of {@code policy} against {@code other} at {@code x}, in percent of {@code
   * other}, paired by seed (both ran the same workload with the same variability): mean and 95 % CI
   * over the seeds. Much tighter than comparing the two means, whose spread is mostly the
   * workloads'.
   */
  public Optional<Statistics.Estimate> pairedPercent(String policy, String other, Metric m, double x) {
    Map<Long, Double> theirs = new LinkedHashMap<>();
    rows.stream().filter(r -> r.x() == x && r.policy().equals(other)).forEach(r -> theirs.put(r.seed(), m.of(r)));
    double[] differences = rows.stream()
        .filter(r -> r.x() == x && r.policy().equals(policy) && theirs.containsKey(r.seed()) && theirs.get(r.seed()) != 0)
        .mapToDouble(r -> 100 * (m.of(r) - theirs.get(r.seed())) / theirs.get(r.seed()))
        .toArray();
    return differences.length == 0 ? Optional.empty() : Optional.of(Statistics.of(differences));
  }

  /** {@code summary.csv}: one row per cell. */
  public String csv() {
    StringBuilder out = new StringBuilder("experiment,parameter,x,policy,metric,mean,ci95,n,normalized_mean,normalized_ci95\n");
    for (Cell c : cells.values()) {
      out.append(spec.id()).append(',').append(spec.parameter().id()).append(',').append(c.x()).append(',')
          .append(c.policy()).append(',').append(c.metric().id()).append(',').append(c.raw().mean()).append(',')
          .append(c.raw().halfWidth()).append(',').append(c.raw().n()).append(',')
          .append(c.normalized().map(e -> String.valueOf(e.mean())).orElse("")).append(',')
          .append(c.normalized().map(e -> String.valueOf(e.halfWidth())).orElse("")).append('\n');
    }
    return out.toString();
  }
}
