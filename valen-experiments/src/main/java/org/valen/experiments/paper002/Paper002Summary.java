package org.valen.experiments.paper002;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.runtime.output.Csv;

/**
 * The summary of a paper 002 experiment's rows: per variant the box of its missed deadlines (%)
 * over the trials and the mean count of each outcome, and the box of the per-trial floor.
 */
public final class Paper002Summary {
  /** One variant's line. */
  public record Line(Variant variant, BoxStats missed, double[] meanOutcomes, double meanEnergyJoules,
      double exhaustedTrials) {}

  private final List<TrialRow> rows;
  private final Map<Variant, Line> lines = new LinkedHashMap<>();
  private final BoxStats floor;
  private final int trials;

  public Paper002Summary(List<TrialRow> rows) {
    this.rows = List.copyOf(rows);
    Map<Variant, List<TrialRow>> byVariant = new LinkedHashMap<>();
    for (TrialRow r : rows) {
      byVariant.computeIfAbsent(r.variant(), v -> new ArrayList<>()).add(r);
    }
    for (Map.Entry<Variant, List<TrialRow>> e : byVariant.entrySet()) {
      List<TrialRow> of = e.getValue();
      double[] missed = of.stream().mapToDouble(TrialRow::missedPercent).toArray();
      double[] outcomes = new double[Outcome.values().length];
      for (TrialRow r : of) {
        for (Outcome o : Outcome.values()) {
          outcomes[o.ordinal()] += r.count(o) / (double) of.size();
        }
      }
      lines.put(e.getKey(), new Line(e.getKey(), BoxStats.of(missed), outcomes,
          of.stream().mapToDouble(TrialRow::energyJoules).average().orElse(Double.NaN),
          of.stream().filter(r -> Double.isFinite(r.budgetExhaustedHours())).count()));
    }
    List<TrialRow> firstVariant = byVariant.isEmpty() ? List.of() : byVariant.values().iterator().next();
    this.trials = firstVariant.size();
    this.floor = BoxStats.of(firstVariant.stream().mapToDouble(TrialRow::floorPercent).toArray());
  }

  public List<TrialRow> rows() {
    return rows;
  }

  public List<Line> lines() {
    return List.copyOf(lines.values());
  }

  public Optional<Line> line(String heuristic, Filter filter, boolean cancellation) {
    return Optional.ofNullable(lines.get(new Variant(heuristic, filter, cancellation)));
  }

  /** The per-trial floor of deadlines no allocation can meet, in % of the trial's tasks. */
  public BoxStats floor() {
    return floor;
  }

  public int trials() {
    return trials;
  }

  /** {@code summary.csv}: one line per variant. */
  public String csv() {
    StringBuilder out = new StringBuilder("heuristic,filter,cancellation,trials,missed_min_pct,missed_q1_pct,"
        + "missed_median_pct,missed_q3_pct,missed_max_pct,missed_mean_pct");
    for (Outcome o : Outcome.values()) {
      out.append(",mean_").append(o.label().replace('-', '_'));
    }
    out.append(",mean_energy_j,trials_budget_exhausted,floor_median_pct\n");
    for (Line l : lines.values()) {
      BoxStats b = l.missed();
      out.append(l.variant().heuristic()).append(',').append(l.variant().filter().label()).append(',')
          .append(l.variant().cancellation() ? "on" : "off").append(',').append(b.count());
      for (double x : new double[] {b.min(), b.lowerQuartile(), b.median(), b.upperQuartile(), b.max(), b.mean()}) {
        out.append(',').append(Csv.fixed(x, 4));
      }
      for (double x : l.meanOutcomes()) {
        out.append(',').append(Csv.fixed(x, 4));
      }
      out.append(',').append(Csv.number(l.meanEnergyJoules())).append(',').append((long) l.exhaustedTrials())
          .append(',').append(Csv.fixed(floor.median(), 4)).append('\n');
    }
    return out.toString();
  }
}
