package org.valen.papers.paper000;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.valen.experiments.preset.Calibration;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.PaperPreset;
import org.valen.experiments.preset.RunContext;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.OptionColumns;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RowLayout;
import org.valen.experiments.table.RunRow;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.model.trials.paper000.system.HcSystem;
import org.valen.model.trials.paper000.system.SystemGenerator;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.TrialParameters;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Paper 000's setting (section IV): seed n is trial n, as {@code valen paper000 generate --trial n}
 * writes it — a heterogeneous system of one-core machines with its ETC/APC matrices, and
 * independent tasks arriving over two hours of warm-up and then the measured day ({@code days} long,
 * rounded to whole minutes) at {@code load} × the paper's rate (about 32,000 tasks a day). Times are
 * the ETC's (no variability); runs stop at the end of the day. A run measures what section IV-A
 * does: the utility of the tasks completed in the day, by priority and over time, and the day's
 * energy against the energy constraint E.
 *
 * <p>E is calibrated as section IV-D does ({@link Calibration}): unconstrained Max UPT (queued) runs
 * on every trial first, and E = {@code budgetFraction} (0.7) × its mean energy in the day; or a
 * scenario gives {@code energyBudgetJoules} (a number, or {@code none}). Policies that take them
 * get the day ({@code dayStartSeconds}, {@code dayEndSeconds}), the trial's {@code seed} and E
 * ({@code energyBudgetJoules}); a policy that does not take E runs without it, and its row shows the
 * energy it used against E.
 */
public final class Paper000TrialPreset extends PaperPreset {
  /** Warm-up before the day (paper: the first two hours). */
  static final double WARM_UP_SECONDS = 2 * 3600;
  /** Energy samples every minute: the mapping interval. */
  static final double SAMPLE_SECONDS = 60;
  private static final String CALIBRATE = "calibrate";
  private static final String NONE = "none";

  private static final List<SetupField> FIELDS = List.of(
      SetupField.number("days", 1, SetupField.POSITIVE, Double.MAX_VALUE, "length of the measured day (days)"),
      SetupField.number("load", 1, SetupField.POSITIVE, Double.MAX_VALUE, "offered load (× about 32,000 tasks a day)"),
      SetupField.number("budgetFraction", 0.7, SetupField.POSITIVE, 1, "E as a fraction of calibrated energy"),
      SetupField.numberOrWord("energyBudgetJoules", SetupField.POSITIVE, Double.MAX_VALUE, "energy constraint E (J)",
          CALIBRATE, NONE));

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", true, false), KeyPart.seed("trial"),
      KeyPart.column("seed", k -> Long.toString(k.seed())),
      new OptionColumns("heuristic", List.of(
          new OptionColumns.Option("environment", e -> e.option(Paper000Options.ENVIRONMENT, "queued")),
          new OptionColumns.Option("filter", e -> NONE.equals(e.option(Paper000Options.ENERGY_BUDGET_JOULES, ""))
              ? Configuration.UNCONSTRAINED : e.option(Paper000Options.FILTER, Configuration.OFF))),
          cells -> Configuration.label(cells.get(0), cells.get(1), cells.get(2)))),
      TrialMetrics.columns(), RowLayout.Order.SEED_THEN_POLICY);

  private static final List<MetricDef> METRICS = List.of(
      MetricDef.column("utility", "utility earned in the day", "utility", true),
      new MetricDef("energy-left", "energy left at the end of the day (MJ)", r -> r.number("energy_left_j") / 1e6,
          false),
      new MetricDef("energy", "energy used in the day (GJ)", r -> r.number("energy_j") / 1e9, true).lowerBetter(),
      MetricDef.column("budget-exhausted", "hours into the day until less than 1 % of E was left",
          "budget_exhausted_h", false),
      MetricDef.column("completed", "tasks completed in the day", "completed", true),
      portion(1), portion(2), portion(4), portion(8));

  private static MetricDef portion(int priority) {
    return new MetricDef("portion-p" + priority, "portion of maximum utility earned, priority " + priority, r -> {
      double max = r.number("max_utility_p" + priority);
      return max == 0 ? Double.NaN : r.number("utility_p" + priority) / max;
    }, false);
  }

  public Paper000TrialPreset() {
    super("paper000", "paper 000's trials: per seed a heterogeneous system of one-core machines and a day of"
        + " independent tasks", FIELDS, List.of("load", "days", "budgetFraction"), LAYOUT, METRICS,
        List.of("utility", "energy-left", "budget-exhausted"));
  }

  /** Paper 000's heuristics by their paper names; "on" as "+ filter", "off" as nothing (the plots' series). */
  @Override
  public String displayName(String cell) {
    return switch (cell) {
      case Configuration.ON -> "+ filter";
      case Configuration.OFF -> "";
      default -> Paper000Heuristics.all().stream().filter(e -> e.name().equals(cell)).findFirst()
          .map(Paper000Heuristics.Entry::paperName).orElse(cell);
    };
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    double dayHours = (dayEndSeconds(s) - WARM_UP_SECONDS) / 3600;
    return List.of(String.format(Locale.ROOT, "%d trials, seeds 1 … %d: each a new system (13 machine types, 100"
        + " machines, 100 task types, ETC/APC by the COV method) and a new workload (about %s × 32,000 tasks a day)",
        seeds, seeds, s.text("load")),
        String.format(Locale.ROOT, "each trial: %.0f h of warm-up, then the measured day of %.4g h (paper: hours 3–26);"
            + " mapping events every minute; dropping threshold 0.5", WARM_UP_SECONDS / 3600, dayHours),
        s.is("energyBudgetJoules", CALIBRATE) ? "energy constraint E = " + s.text("budgetFraction") + " × the mean energy"
            + " unconstrained Max UPT (queued) used in the day (section IV-D; the calibration runs are the first rows"
            + " of runs.csv)" : "energy constraint E: " + s.text("energyBudgetJoules") + (s.is("energyBudgetJoules",
            NONE) ? "" : " J") + ", given by the scenario");
  }

  @Override
  public Optional<Calibration> calibration(SetupValues setup) {
    if (!setup.is("energyBudgetJoules", CALIBRATE)) {
      return Optional.empty();
    }
    double fraction = setup.number("budgetFraction");
    return Optional.of(new Calibration() {
      @Override
      public List<PolicyEntry> entries() {
        return List.of(Configuration.calibration().entry());
      }

      /** E: the budget fraction of the mean day energy of the calibration rows, summed in trial order. */
      @Override
      public Map<String, String> options(List<RunRow> rows) {
        double sum = 0;
        for (RunRow r : rows) {
          sum += r.number("energy_j");
        }
        return Map.of(Paper000Options.ENERGY_BUDGET_JOULES, String.valueOf(fraction * sum / rows.size()));
      }

      @Override
      public Map<String, String> checkOptions() {
        return Map.of(Paper000Options.ENERGY_BUDGET_JOULES, "1");
      }
    });
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Map<Long, RunSystem> systems = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        return systems.computeIfAbsent(seed, k -> {
          HcSystem h = SystemGenerator.generate(trialParameters(s).system(), seed);
          return new RunSystem(h.platform(), h.catalogue());
        });
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        Map<String, String> options = new HashMap<>(Map.of(Paper000Options.DAY_START_SECONDS,
            String.valueOf(WARM_UP_SECONDS), Paper000Options.DAY_END_SECONDS, String.valueOf(dayEndSeconds(s)),
            Paper000Options.SEED, String.valueOf(seed)));
        if (!s.is("energyBudgetJoules", CALIBRATE)) {
          options.put(Paper000Options.ENERGY_BUDGET_JOULES, s.is("energyBudgetJoules", NONE) ? NONE
              : String.valueOf(s.number("energyBudgetJoules")));
        }
        return options;
      }

      /** The trial of the seed: its system is the one {@link #system} made (same parameters, same seed). */
      @Override
      public RunWorld world(SetupValues s, long seed) {
        Trial trial = Trial.generate(trialParameters(s), seed);
        double dayEnd = dayEndSeconds(s);
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed).withVariability(Variability.none())
            .withStopSeconds(dayEnd).withPowerSampleSeconds(SAMPLE_SECONDS);
        return new RunWorld(system(s, seed), trial.workload(), settings, setupOptions(s, seed),
            run -> result -> TrialMetrics.of(trial, budgetOf(run), result, WARM_UP_SECONDS, dayEnd));
      }
    };
  }

  /** The constraint a run is measured against: its own option if it has one, else the setup's E; +∞ for none. */
  static double budgetOf(RunContext run) {
    String text = run.entry().options().getOrDefault(Paper000Options.ENERGY_BUDGET_JOULES,
        run.setupOptions().getOrDefault(Paper000Options.ENERGY_BUDGET_JOULES, NONE));
    return text.trim().equalsIgnoreCase(NONE) ? Double.POSITIVE_INFINITY : Double.parseDouble(text.trim());
  }

  /** End of the measured day: the warm-up and {@code days} in whole minutes (at least one). */
  static double dayEndSeconds(SetupValues s) {
    return WARM_UP_SECONDS + Math.max(1, Math.round(s.number("days") * 1440)) * 60.0;
  }

  /** The trials' generator settings: paper 000's, lasting the warm-up and the day, at the setup's load. */
  static TrialParameters trialParameters(SetupValues s) {
    TrialParameters p = TrialParameters.paper000();
    p = p.withArrivals(p.arrivals().withHours(dayEndSeconds(s) / 3600));
    return p.withArrivals(p.arrivals().withTasksPerDay(p.arrivals().tasksPerDay() * s.number("load")));
  }
}
