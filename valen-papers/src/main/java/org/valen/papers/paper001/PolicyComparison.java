package org.valen.papers.paper001;

import org.valen.experiments.plot.ChartFiles;
import org.valen.experiments.plot.Charts;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.Styler;
import org.valen.model.io.AtomicFiles;
import org.valen.runtime.output.Csv;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.SimulationResult;

/**
 * Several policies on one workload side by side: a terminal table, {@code comparison.csv} and a
 * bar chart of value, energy and value per energy, each relative to the first policy.
 */
public final class PolicyComparison {
  private PolicyComparison() {}

  /** The terminal table. */
  public static String table(List<SimulationResult> results) {
    StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-14s %10s %12s %9s %9s %12s%n",
        "policy", "value", "energy (MJ)", "value/MJ", "rejected", "reallocated"));
    for (SimulationResult r : results) {
      out.append(String.format(Locale.ROOT, "%-14s %10.1f %12.2f %9.2f %8.1f%% %12d%n", r.policy(), r.totalValue(),
          r.jobEnergyJoules() / 1e6, r.valuePerJoule() * 1e6, r.rejectedPercent(), migrations(r)));
    }
    return out.toString();
  }

  /** One row per policy. */
  public static String csv(List<SimulationResult> results) {
    StringBuilder out = new StringBuilder("policy,seed,jobs,value,value_upper_bound,job_energy_j,idle_energy_j,"
        + "value_per_joule,rejected_percent,migrations\n");
    for (SimulationResult r : results) {
      out.append(Csv.text(r.policy())).append(',').append(r.seed()).append(',').append(r.jobs().size()).append(',')
          .append(Csv.number(r.totalValue())).append(',').append(Csv.number(r.valueUpperBound())).append(',')
          .append(Csv.number(r.jobEnergyJoules())).append(',').append(Csv.number(r.idleEnergyJoules())).append(',')
          .append(Csv.number(r.valuePerJoule())).append(',').append(Csv.number(r.rejectedPercent())).append(',')
          .append(migrations(r)).append('\n');
    }
    return out.toString();
  }

  /** Writes {@code comparison.csv}, {@code comparison.png} and {@code comparison.svg}. */
  public static void write(Path folder, List<SimulationResult> results) {
    AtomicFiles.writeText(folder.resolve("comparison.csv"), csv(results));
    ChartFiles.write(folder, "comparison", chart(results));
  }

  /** Bars of value, job energy and value per energy, each relative to the first policy, from zero. */
  static CategoryChart chart(List<SimulationResult> results) {
    CategoryChart chart = new CategoryChartBuilder().width(800).height(500)
        .title("Value, job energy and value per energy of each policy, relative to " + results.get(0).policy())
        .xAxisTitle("").yAxisTitle("relative to " + results.get(0).policy() + " (= 1)").build();
    Charts.plainNumbers(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
    chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
    SimulationResult first = results.get(0);
    List<String> categories = List.of("value", "job energy", "value / energy");
    double high = 1;
    for (SimulationResult r : results) {
      List<Double> ratios = List.of(r.totalValue() / first.totalValue(), r.jobEnergyJoules() / first.jobEnergyJoules(),
          r.valuePerJoule() / first.valuePerJoule());
      chart.addSeries(r.policy(), categories, ratios);
      high = Math.max(high, ratios.stream().mapToDouble(Double::doubleValue).max().orElse(1));
    }
    // bars compare totals: from zero, so that a 3 % difference looks like one
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setYAxisMax(Math.ceil(high * 1.1 * 10) / 10);
    return chart;
  }

  private static int migrations(SimulationResult r) {
    return r.jobs().stream().mapToInt(JobRecord::migrations).sum();
  }

  static {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }
}
