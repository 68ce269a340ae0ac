package org.valen.papers.paper003;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.valen.experiments.plot.ChartFiles;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.FeasibleRegion;
import org.valen.profit.LowerBoundLp;
import org.valen.profit.MaxProfit;
import org.valen.profit.ProfitSolution;

/**
 * Paper 003's Fig. 5 (a–c), 5 % idle power: the feasible region of LP (7) projected on energy and
 * makespan (two LPs per makespan on a grid; the paper uses the convex hull method), the equi-profit
 * lines (p − c·E) / MS = π, which are straight lines through (E = p/c, MS = 0), and the optimum, at
 * γ = 0.9, 1.2 and 1.5. The grid runs from the least makespan to 1.5 times the larger of the
 * least-energy schedule's makespan and the optimum's.
 */
final class FeasibleRegions implements Figure {
  static final List<Double> GAMMAS = List.of(0.9, 1.2, 1.5);
  static final int SLICES = 60;
  static final int CONTOURS = 7;

  @Override
  public String id() {
    return "paper003-fig5";
  }

  @Override
  public String title() {
    return "Paper 003 Fig. 5: feasible region of LP (7), equi-profit lines and the optimum at γ = 0.9, 1.2, 1.5";
  }

  @Override
  public List<String> paperFindings() {
    return List.of("\"When the price is low the optimal solution is along the top part of the feasible region which is"
        + " not on the energy and makespan Pareto front.\"", "\"Figure 5(c) has a high price per bag so the maximum"
        + " profit solution would minimize makespan. Positive profits are not achievable in Fig. 5(a) because the"
        + " profit ratio is less than unity. [...] The minimal loss solution in this case actually tries to increase"
        + " both makespan and energy.\"");
  }

  @Override
  public String setup(ExperimentOptions options) {
    return PaperSystem.describe(true) + " γ ∈ " + GAMMAS + "; " + SLICES + " makespans per region, " + CONTOURS
        + " equi-profit lines from the optimum's profit down to the region's worst.";
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return GAMMAS.size();
  }

  @Override
  public Table runsColumns() {
    return new Table("gamma", "series", "energy_j", "makespan_s", "profit_per_s");
  }

  @Override
  public Table run(ExperimentOptions options, Progress progress) {
    Bag bag = PaperSystem.bag(true);
    MaxProfit algorithm = MaxProfit.standard();
    double leanMakespan = new LowerBoundLp(bag, algorithm.solver()).minEnergy().makespanSeconds();
    Table t = runsColumns();
    int done = 0;
    for (double gamma : GAMMAS) {
      ProfitSolution s = algorithm.solve(bag, Economics.ofProfitRatio(gamma, 1));
      double price = s.pricePerBag();
      var lp = s.upper().schedule().orElseThrow();
      double top = 1.5 * Math.max(leanMakespan, lp.makespanSeconds());
      List<FeasibleRegion.Slice> slices = FeasibleRegion.of(bag, algorithm.solver(), top, SLICES);
      double worst = Double.POSITIVE_INFINITY;
      double leastEnergy = Double.POSITIVE_INFINITY;
      double mostEnergy = 0;
      for (FeasibleRegion.Slice slice : slices) {
        t.add(gamma, "region-least", slice.leastEnergyJoules(), slice.makespanSeconds(),
            (price - slice.leastEnergyJoules()) / slice.makespanSeconds());
        worst = Math.min(worst, (price - slice.mostEnergyJoules()) / slice.makespanSeconds());
        leastEnergy = Math.min(leastEnergy, slice.leastEnergyJoules());
        mostEnergy = Math.max(mostEnergy, slice.mostEnergyJoules());
      }
      for (int k = slices.size() - 1; k >= 0; k--) {
        FeasibleRegion.Slice slice = slices.get(k);
        t.add(gamma, "region-most", slice.mostEnergyJoules(), slice.makespanSeconds(),
            (price - slice.mostEnergyJoules()) / slice.makespanSeconds());
      }
      for (int c = 0; c < CONTOURS; c++) {
        double level = s.upperProfitPerSecond() - (s.upperProfitPerSecond() - worst) * c / (CONTOURS - 1);
        for (int k = 0; k <= 40; k++) { // E = p − π·MS (c = 1), kept within the region's energies
          double ms = top * k / 40;
          double energy = price - level * ms;
          if (energy >= leastEnergy * 0.9 && energy <= mostEnergy * 1.1) {
            t.add(gamma, "contour-" + c, energy, ms, level);
          }
        }
      }
      t.add(gamma, "optimum-lp", lp.energyJoules(), lp.makespanSeconds(), s.upperProfitPerSecond());
      s.lower().ifPresent(a -> t.add(gamma, "optimum-full", a.energyJoules(), a.makespanSeconds(), a.profitPerSecond()));
      t.add(gamma, "least-energy-makespan", Double.NaN, leanMakespan, Double.NaN);
      progress.runDone(++done, runCount(options));
    }
    return t;
  }

  @Override
  public Table summary(Table runs) {
    Table s = new Table("gamma", "optimum_energy_j", "optimum_makespan_s", "optimum_profit_per_s",
        "least_energy_schedule_makespan_s", "optimum_on_front");
    for (String gamma : runs.distinct("gamma")) {
      int opt = first(runs, gamma, "optimum-lp");
      double lean = runs.number(first(runs, gamma, "least-energy-makespan"), "makespan_s");
      double ms = runs.number(opt, "makespan_s");
      s.add(Double.parseDouble(gamma), runs.number(opt, "energy_j"), ms, runs.number(opt, "profit_per_s"), lean,
          ms <= lean * (1 + 1e-6));
    }
    return s;
  }

  private static int first(Table runs, String gamma, String series) {
    return runs.where("gamma", gamma).stream().filter(r -> runs.text(r, "series").equals(series)).findFirst()
        .orElseThrow();
  }

  @Override
  public List<String> plots(Path folder, Table runs) {
    List<String> files = new ArrayList<>();
    char panel = 'a';
    for (String gamma : runs.distinct("gamma")) {
      XYChart chart = Paper003Plots.energyMakespanChart("Fig. 5(" + panel + "): feasible region of LP (7) and"
          + " equi-profit lines at γ = " + gamma + " (5 % idle power)");
      List<Integer> rows = runs.where("gamma", gamma);
      List<Integer> boundary = rows.stream().filter(r -> runs.text(r, "series").startsWith("region-")).toList();
      List<Integer> closed = new ArrayList<>(boundary);
      closed.add(boundary.get(0));
      Paper003Plots.add(chart, "boundary of the feasible region", runs, closed, true, Color.BLACK);
      for (String series : runs.distinct("series")) {
        if (series.startsWith("contour-")) {
          List<Integer> line = rows.stream().filter(r -> runs.text(r, "series").equals(series)).toList();
          if (line.size() >= 2) {
            double level = runs.number(line.get(0), "profit_per_s");
            XYSeries s = Paper003Plots.add(chart, String.format(Locale.ROOT, "profit %.4g per s", level), runs, line,
                true, new Color(150, 150, 220));
            s.setShowInLegend(series.equals("contour-0") || series.equals("contour-" + (CONTOURS - 1)));
          }
        }
      }
      Paper003Plots.add(chart, "maximum profit (LP 10)", runs, rows.stream()
          .filter(r -> runs.text(r, "series").equals("optimum-lp")).toList(), false, Color.RED);
      files.add(ChartFiles.write(folder, "fig5" + panel + "-region-gamma-" + gamma, chart));
      panel++;
    }
    return files;
  }

  @Override
  public List<String> ourFindings(Table runs, Table summary) {
    List<String> lines = new ArrayList<>();
    for (int r = 0; r < summary.size(); r++) {
      double profit = summary.number(r, "optimum_profit_per_s");
      lines.add(String.format(Locale.ROOT, "γ = %s: optimum at %.4g MJ, %.4g min, profit %.4g per s (%s); it is %s"
          + " the Pareto front (the least-energy schedule takes %.4g min).", summary.text(r, "gamma"),
          summary.number(r, "optimum_energy_j") / 1e6, summary.number(r, "optimum_makespan_s") / 60, profit,
          profit < 0 ? "a loss" : "a gain", summary.text(r, "optimum_on_front").equals("true") ? "on" : "OFF (slower"
              + " than the least-energy schedule, so dominated)", summary.number(r,
              "least_energy_schedule_makespan_s") / 60));
    }
    return lines;
  }
}
