package org.valen.papers.paper003;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.plot.ChartFiles;
import org.valen.experiments.plot.Charts;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.FullAllocation;
import org.valen.profit.MaxProfit;
import org.valen.profit.ParetoFront;
import org.valen.profit.ProfitRate;
import org.valen.profit.ProfitSolution;

/**
 * Paper 003's Fig. 4 (5 % idle power): the profit per unit time of section IV's algorithm against
 * the best profit on the energy–makespan Pareto front (the first approach of section IV: every
 * weighted-sum solution, take the best). Both as upper bounds (LP points, Eq. 6) and as lower
 * bounds (their full allocations, Algorithms 1 and 2). The profit on an edge of the front is a
 * ratio of linear functions, so its best is at a vertex: the vertices suffice.
 */
final class ParetoComparison implements Figure {
  static final List<Double> GAMMAS = List.of(0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2, 1.3, 1.5, 2.0);

  @Override
  public String id() {
    return "paper003-fig4";
  }

  @Override
  public String title() {
    return "Paper 003 Fig. 4: the max-profit algorithm against the best profit on the Pareto front (5 % idle power)";
  }

  @Override
  public List<String> paperFindings() {
    return List.of("\"The max profit algorithm finds a higher profit solution than the maximum profit solution from"
        + " the Pareto front for γ < 1.\"", "\"The profit is also negative for γ < 1. For γ ≥ 1 the max profit solution"
        + " from Section IV is equal to the max profit solution along the Pareto front.\"");
  }

  @Override
  public String setup(ExperimentOptions options) {
    return PaperSystem.describe(true) + " γ ∈ " + GAMMAS + "; the front's vertices by weighted sums (NISE weights).";
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return 1 + GAMMAS.size();
  }

  @Override
  public Table runsColumns() {
    return new Table("gamma", "price", "revenue_per_s", "algorithm_upper_per_s", "algorithm_lower_per_s", "front_upper_per_s",
        "front_lower_per_s", "front_points");
  }

  @Override
  public Table run(ExperimentOptions options, Progress progress) {
    Bag bag = PaperSystem.bag(true);
    MaxProfit algorithm = MaxProfit.standard();
    List<ParetoFront.Point> front = ParetoFront.of(bag, algorithm.solver(), PaperSystem.FRONT_POINTS);
    List<FullAllocation> fronts = front.stream().map(p -> algorithm.recover(bag, p.schedule().x())).toList();
    progress.runDone(1, runCount(options));
    Table t = runsColumns();
    int done = 1;
    for (double gamma : GAMMAS) {
      ProfitSolution s = algorithm.solve(bag, Economics.ofProfitRatio(gamma, 1));
      Economics e = Economics.ofPrice(s.pricePerBag(), 1);
      double frontLower = Double.NEGATIVE_INFINITY;
      for (FullAllocation f : fronts) {
        frontLower = Math.max(frontLower, ProfitRate.of(bag, e, s.pricePerBag(), f.energyJoules(), f.makespanSeconds(),
            f.busySeconds()));
      }
      t.add(gamma, s.pricePerBag(), s.pricePerBag() * s.upper().bagsPerSecond(), s.upperProfitPerSecond(), s.lowerProfitPerSecond(),
          ParetoFront.bestProfitPerSecond(front, bag, e, s.pricePerBag()), frontLower, front.size());
      progress.runDone(++done, runCount(options));
    }
    return t;
  }

  @Override
  public Table summary(Table runs) {
    Table s = new Table("gamma", "algorithm_upper_per_s", "front_upper_per_s", "algorithm_gain_per_s",
        "gain_of_revenue", "algorithm_lower_per_s", "front_lower_per_s");
    for (int r = 0; r < runs.size(); r++) {
      double algorithm = runs.number(r, "algorithm_upper_per_s");
      double front = runs.number(r, "front_upper_per_s");
      double revenue = runs.number(r, "revenue_per_s");
      s.add(runs.number(r, "gamma"), algorithm, front, algorithm - front, revenue > 0 ? (algorithm - front) / revenue
          : NO_REVENUE, runs.number(r, "algorithm_lower_per_s"), runs.number(r, "front_lower_per_s"));
    }
    return s;
  }

  /**
   * The gain as a share of the revenue where there is none: the bag is best not processed (r* = 0),
   * so neither approach earns revenue and the share is undefined; the gain itself is in its column.
   */
  static final String NO_REVENUE = "n/a";

  @Override
  public List<String> plots(Path folder, Table runs) {
    XYChart chart = new XYChartBuilder().width(900).height(550)
        .title("Profit per unit time: max-profit algorithm (section IV) vs best point of the Pareto front")
        .xAxisTitle("profit ratio γ").yAxisTitle("profit per second (c = 1 per joule)").build();
    Charts.style(chart.getStyler());
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    series(chart, runs, "algorithm_upper_per_s", "max-profit algorithm, LP (10) (upper bound)", Color.BLACK,
        SeriesMarkers.SQUARE);
    series(chart, runs, "front_upper_per_s", "best Pareto-front vertex, Eq. (6)", Color.BLUE, SeriesMarkers.CIRCLE);
    series(chart, runs, "algorithm_lower_per_s", "max-profit algorithm, full allocation", Color.GRAY,
        SeriesMarkers.DIAMOND);
    series(chart, runs, "front_lower_per_s", "best full allocation of a front vertex", new Color(120, 150, 255),
        SeriesMarkers.TRIANGLE_UP);
    return List.of(ChartFiles.write(folder, "fig4-algorithm-vs-front", chart));
  }

  private static void series(XYChart chart, Table runs, String column, String name, Color color,
      org.knowm.xchart.style.markers.Marker marker) {
    double[] x = new double[runs.size()];
    double[] y = new double[runs.size()];
    for (int r = 0; r < runs.size(); r++) {
      x[r] = runs.number(r, "gamma");
      y[r] = runs.number(r, column);
    }
    XYSeries s = chart.addSeries(name, x, y);
    s.setLineColor(color);
    s.setMarkerColor(color);
    s.setMarker(marker);
  }

  @Override
  public List<String> ourFindings(Table runs, Table summary) {
    List<String> below = new ArrayList<>();
    List<String> equal = new ArrayList<>();
    List<String> differ = new ArrayList<>();
    for (int r = 0; r < summary.size(); r++) {
      double gamma = summary.number(r, "gamma");
      double gain = summary.number(r, "algorithm_gain_per_s");
      String at = String.format(Locale.ROOT, "γ %s: %+.4g per s (%.4g against %.4g)", summary.text(r, "gamma"), gain,
          summary.number(r, "algorithm_upper_per_s"), summary.number(r, "front_upper_per_s"));
      String share = summary.text(r, "gain_of_revenue");
      if (gamma < 1) {
        below.add(at);
      } else if (share.equals(NO_REVENUE) ? Math.abs(gain) <= 1e-8 * Math.abs(summary.number(r, "front_upper_per_s"))
          : Math.abs(Double.parseDouble(share)) <= 1e-8) {
        equal.add(summary.text(r, "gamma"));
      } else {
        differ.add(at);
      }
    }
    List<String> lines = new ArrayList<>();
    lines.add("γ < 1, the algorithm's profit per unit time above the best front vertex's: " + String.join(", ", below)
        + ".");
    lines.add("γ ≥ 1, equal to the best front vertex (to 1e-8 of the revenue per unit time, the LPs' accuracy; where"
        + " the bag is best not processed, r* = 0 and gain_of_revenue is n/a, to 1e-8 of the profit per unit time): γ "
        + equal + (differ.isEmpty() ? "" : "; different: " + String.join(", ", differ)) + ".");
    return lines;
  }
}
