package org.valen.papers.paper003;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.MaxProfit;
import org.valen.profit.ParetoFront;
import org.valen.profit.ProfitSolution;

/**
 * Paper 003's Fig. 1 (no idle power) and Fig. 3 (5 % idle power): the profit ratio γ swept, each
 * maximum-profit solution's LP point (upper bound) and full allocation (lower bound) in the
 * energy–makespan plane beside the Pareto front of LP (5), their profit per unit time, and the
 * same under the 55 kW power cap.
 */
final class ProfitSweep implements Figure {
  private static final List<Double> GAMMAS = List.of(1.01, 1.05, 1.1, 1.15, 1.2, 1.3, 1.5, 2.0, 3.0);
  private static final List<Double> GAMMAS_IDLE = List.of(0.5, 0.7, 0.8, 0.9, 0.95, 1.01, 1.05, 1.1, 1.2, 1.5, 2.0);
  private final boolean idle;

  ProfitSweep(boolean idle) {
    this.idle = idle;
  }

  private List<Double> gammas() {
    return idle ? GAMMAS_IDLE : GAMMAS;
  }

  @Override
  public String id() {
    return idle ? "paper003-fig3" : "paper003-fig1";
  }

  @Override
  public String title() {
    return idle ? "Paper 003 Fig. 3: profit ratio sweep with 5 % idle power, losses off the Pareto front"
        : "Paper 003 Fig. 1: profit ratio sweep, the Pareto front, upper and lower bounds, the 55 kW cap";
  }

  @Override
  public List<String> paperFindings() {
    return idle ? List.of("Fig. 3: \"Parameter sweep of the profit ratio with 5% idle power: The red bars indicate a"
            + " negative profit (i.e. loss) that are not along the energy and makespan Pareto front.\"",
        "\"Solutions that have a loss in profit depart from the energy and makespan Pareto front.\"")
        : List.of("Fig. 1: \"The profit upper bound (square) and lower bound (diamond) nearly overlap indicating that"
            + " there is negligible loss in energy or makespan (and thus profit) from the recovery algorithm.\"",
        "\"The profit increases as the profit ratio increases. The knee of this curve is interesting because neither"
            + " optimizing for energy or makespan alone will produce optimal profits.\"",
        "\"When P_max is set to 55 kW the solutions within the shaded region satisfy the power constraint.\"");
  }

  @Override
  public String setup(ExperimentOptions options) {
    return PaperSystem.describe(idle) + " γ ∈ " + gammas() + "; the front by weighted sums (NISE weights); each γ"
        + " solved without a cap and with P_max = 55 kW.";
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return 1 + 2 * gammas().size();
  }

  @Override
  public Table runsColumns() {
    return new Table("series", "gamma", "energy_j", "makespan_s", "profit_per_s", "power_w", "on_front");
  }

  @Override
  public Table run(ExperimentOptions options, Progress progress) {
    Bag bag = PaperSystem.bag(idle);
    MaxProfit algorithm = MaxProfit.standard();
    List<ParetoFront.Point> front = ParetoFront.of(bag, algorithm.solver(), PaperSystem.FRONT_POINTS);
    Table t = runsColumns();
    for (ParetoFront.Point p : front) {
      t.add("front", Double.NaN, p.energyJoules(), p.makespanSeconds(), Double.NaN,
          p.energyJoules() / p.makespanSeconds(), true);
    }
    int done = 1;
    progress.runDone(done, runCount(options));
    for (double gamma : gammas()) {
      for (boolean capped : List.of(false, true)) {
        Economics e = Economics.ofProfitRatio(gamma, 1);
        ProfitSolution s = algorithm.solve(bag, capped ? e.withPowerCap(PaperSystem.CAP_WATTS) : e);
        String suffix = capped ? "-cap" : "";
        s.upper().schedule().ifPresent(lp -> t.add("lp" + suffix, gamma, lp.energyJoules(), lp.makespanSeconds(),
            s.upperProfitPerSecond(), lp.averagePowerWatts(),
            PaperSystem.onFront(front, lp.energyJoules(), lp.makespanSeconds())));
        s.lower().ifPresent(a -> t.add("full" + suffix, gamma, a.energyJoules(), a.makespanSeconds(),
            a.profitPerSecond(), a.energyJoules() / a.makespanSeconds(), "n/a"));
        if (!s.processes()) {
          t.add("none" + suffix, gamma, 0.0, 0.0, s.upperProfitPerSecond(), bag.totalIdleWatts(), false);
        }
        progress.runDone(++done, runCount(options));
      }
    }
    return t;
  }

  @Override
  public Table summary(Table runs) {
    Table s = new Table("gamma", "upper_per_s", "lower_per_s", "relative_gap", "lp_makespan_s", "lp_energy_j",
        "lp_power_w", "lp_on_front", "capped_upper_per_s", "capped_power_w");
    for (String gamma : runs.distinct("gamma")) {
      if (gamma.equals("NaN")) {
        continue;
      }
      Function<String, Integer> row = series -> runs.where("gamma", gamma).stream()
          .filter(r -> runs.text(r, "series").equals(series)).findFirst().orElse(-1);
      int lp = row.apply("lp");
      int full = row.apply("full");
      int capped = Math.max(row.apply("lp-cap"), row.apply("none-cap"));
      if (lp < 0) {
        int none = row.apply("none");
        s.add(Double.parseDouble(gamma), runs.number(none, "profit_per_s"), runs.number(none, "profit_per_s"), 0.0,
            Double.NaN, 0.0, runs.number(none, "power_w"), false, runs.number(capped, "profit_per_s"),
            runs.number(capped, "power_w"));
        continue;
      }
      double upper = runs.number(lp, "profit_per_s");
      double lower = runs.number(full, "profit_per_s");
      s.add(Double.parseDouble(gamma), upper, lower, (upper - lower) / Math.abs(upper), runs.number(lp, "makespan_s"),
          runs.number(lp, "energy_j"), runs.number(lp, "power_w"), runs.text(lp, "on_front"),
          runs.number(capped, "profit_per_s"), runs.number(capped, "power_w"));
    }
    return s;
  }

  @Override
  public List<String> plots(java.nio.file.Path folder, Table runs) {
    String name = idle ? "fig3" : "fig1";
    return List.of(Paper003Plots.energyMakespan(folder, name + "-energy-makespan", title(), runs),
        Paper003Plots.profitByGamma(folder, name + "-profit", runs, idle));
  }

  @Override
  public List<String> ourFindings(Table runs, Table summary) {
    List<String> lines = new ArrayList<>();
    double worstGap = 0;
    String worstGamma = "";
    boolean increasing = true;
    double previous = Double.NEGATIVE_INFINITY;
    List<String> offFront = new ArrayList<>();
    List<String> idleOnly = new ArrayList<>();
    List<String> losses = new ArrayList<>();
    List<String> overCap = new ArrayList<>();
    List<Integer> processed = new ArrayList<>();
    for (int r = 0; r < summary.size(); r++) {
      String gamma = summary.text(r, "gamma");
      double gap = summary.number(r, "relative_gap");
      double upper = summary.number(r, "upper_per_s");
      if (gap > worstGap && Math.abs(upper) > 0.05 * Math.abs(summary.number(summary.size() - 1, "upper_per_s"))) {
        worstGap = gap; // a gap relative to a profit near zero says little: those are left out
        worstGamma = gamma;
      }
      increasing &= upper >= previous;
      previous = upper;
      if (Double.isNaN(summary.number(r, "lp_makespan_s"))) {
        idleOnly.add(gamma);
      } else {
        processed.add(r);
        if (!summary.text(r, "lp_on_front").equals("true")) {
          offFront.add(gamma);
        }
      }
      if (upper < 0) {
        losses.add(gamma);
      }
      if (summary.number(r, "lp_power_w") > PaperSystem.CAP_WATTS) {
        overCap.add(gamma);
      }
    }
    lines.add(String.format(Locale.ROOT, "The largest relative gap between the bounds on profit per unit time is"
        + " %.3g %% (γ = %s; gaps relative to a profit within 5 %% of zero, see the summary, are left out).",
        100 * worstGap, worstGamma));
    int first = processed.get(0);
    int last = processed.get(processed.size() - 1);
    lines.add(String.format(Locale.ROOT, "Profit per unit time %s with γ; the optimum's makespan falls from %.4g min"
        + " (γ = %s) to %.4g min (γ = %s) and its energy rises from %.4g to %.4g MJ: energy minimized at low γ,"
        + " makespan at high γ, the knee between.", increasing ? "increases" : "does NOT always increase",
        summary.number(first, "lp_makespan_s") / 60, summary.text(first, "gamma"),
        summary.number(last, "lp_makespan_s") / 60, summary.text(last, "gamma"),
        summary.number(first, "lp_energy_j") / 1e6, summary.number(last, "lp_energy_j") / 1e6));
    if (!idleOnly.isEmpty()) {
      lines.add("Not processed at all (LP (10) gives r* = 0: idling loses least): γ " + idleOnly + ".");
    }
    lines.add("LP optima (processed) off the Pareto front: " + (offFront.isEmpty() ? "none" : "γ " + offFront)
        + "; with a loss (negative profit): " + (losses.isEmpty() ? "none" : "γ " + losses) + ".");
    lines.add("Optima drawing more than 55 kW without a cap: " + (overCap.isEmpty() ? "none" : "γ " + overCap)
        + "; with P_max = 55 kW those are held at the cap (summary's capped columns).");
    return lines;
  }
}
