package org.valen.papers.paper002;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.PaperPreset;
import org.valen.experiments.preset.RunMeasure;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.Column;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.OptionColumns;
import org.valen.experiments.table.RowLayout;
import org.valen.hc.paper002.Paper002Options;
import org.valen.hc.paper002.equilibrium.EquilibriumCalibration;
import org.valen.hc.paper002.equilibrium.EquilibriumRate;
import org.valen.hc.paper002.equilibrium.EquilibriumRule;
import org.valen.hc.paper002.outcome.EnergyClock;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.model.trials.paper002.workload.ArrivalParameters;
import org.valen.model.trials.paper002.workload.ArrivalPattern;
import org.valen.model.trials.paper002.workload.Paper002Parameters;
import org.valen.model.trials.paper002.workload.Paper002System;
import org.valen.model.trials.paper002.workload.Paper002Trial;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Paper 002's setting (section 6): one cluster of 8 nodes (1–4 processors of 1–4 cores, five
 * P-states) with 100 task types of execution-time pmfs, the same for every seed; seed n is trial n
 * of the arrival {@code pattern} (low, medium, high: Figs. 4–6) over a window of {@code days}
 * (default 0.5: the paper's 12 hours), bursts at λ_eq × 28/18 × {@code load} and lulls at λ_eq ×
 * 28/48 × {@code load} (section 6's ratios), λ_eq as {@code equilibrium} says: measured on the
 * system ({@link EquilibriumCalibration}, by the {@code reference} variant within {@code tolerance},
 * once per system and rule in an experiment), c_total / t_avg, or given. Actual times are drawn by
 * the kernel from the pmfs, per (seed, task). Policies that take them get the system's energy budget
 * ζ_max ({@code energyBudgetJoules}), the window ({@code windowSeconds}), t_avg ({@code
 * tAvgSeconds}) and the seed. A run measures what section 7 does: how each task ended (on time,
 * late, after the budget, discarded, cancelled), the missed deadlines in % of the trial's tasks, the
 * trial's floor ({@link FluidFloor}, worked out once per trial by the first of its runs to finish),
 * the energy against ζ_max, and λ_eq.
 */
public final class Paper002TrialPreset extends PaperPreset {
  private static final List<SetupField> FIELDS = List.of(
      SetupField.number("days", 0.5, SetupField.POSITIVE, Double.MAX_VALUE, "window (days)"),
      SetupField.number("load", 1, SetupField.POSITIVE, Double.MAX_VALUE, "offered load (× the rates around λ_eq)"),
      SetupField.choice("pattern", "arrival pattern (burst frequency)",
          List.of(ArrivalPattern.MEDIUM.label(), ArrivalPattern.LOW.label(), ArrivalPattern.HIGH.label())),
      SetupField.numberOrWord("equilibrium", SetupField.POSITIVE, Double.MAX_VALUE, "equilibrium rate λ_eq (tasks/s)",
          EquilibriumCalibration.CALIBRATED, EquilibriumRule.CTOTAL_OVER_TAVG),
      SetupField.choice("reference", "variant whose misses define λ_eq", references()),
      SetupField.number("tolerance", EquilibriumCalibration.TOLERANCE_PERCENT, 0, 100,
          "% of tasks the reference may miss at λ_eq"),
      SetupField.number("precision", EquilibriumCalibration.PRECISION, 1e-6, 1, "λ_eq bisection's relative width"),
      SetupField.integer("calibrationRuns", EquilibriumCalibration.RUNS, 1, 1000, "constant-rate runs per rate tried"),
      SetupField.number("floorWindow", FluidFloor.WINDOW_SECONDS, 60, Double.MAX_VALUE,
          "longest time window of the floor's relaxation (s)"),
      SetupField.integer("floorIterations", FluidFloor.ITERATIONS, 0, 100000, "floor's subgradient steps per horizon"));

  /** The 32 variants' names, ours ({@link EquilibriumCalibration#REFERENCE}) first: the default. */
  private static List<String> references() {
    List<String> names = new java.util.ArrayList<>(List.of(EquilibriumCalibration.REFERENCE));
    Variant.all().stream().map(Variant::label).filter(l -> !l.equals(EquilibriumCalibration.REFERENCE))
        .forEach(names::add);
    return names;
  }

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", false, false), KeyPart.setupField("pattern", "pattern"), KeyPart.seed("trial"),
      KeyPart.column("seed", k -> Long.toString(k.seed())),
      new OptionColumns("heuristic", List.of(
          new OptionColumns.Option("filter", e -> e.option(Paper002Options.FILTER, "none")),
          new OptionColumns.Option("cancellation", e -> e.option(Paper002Options.CANCELLATION, "off"))),
          cells -> cells.get(0) + " " + cells.get(1) + (cells.get(2).equals("on") ? " +cancel" : ""))),
      columns(), RowLayout.Order.SEED_THEN_POLICY);

  private static List<Column> columns() {
    List<Column> c = new java.util.ArrayList<>(List.of(Column.integer("tasks")));
    Arrays.stream(Outcome.values()).forEach(o -> c.add(Column.integer(column(o))));
    c.addAll(List.of(Column.fixed4("missed_pct"), Column.integer("floor_tasks"), Column.fixed4("floor_pct"),
        Column.number("energy_j"), Column.number("budget_j"), Column.fixed6("budget_exhausted_h"),
        Column.number("lambda_eq")));
    return c;
  }

  private static String column(Outcome o) {
    return o.label().replace('-', '_');
  }

  private static final List<MetricDef> METRICS = paperMetrics();

  private static List<MetricDef> paperMetrics() {
    List<MetricDef> m = new java.util.ArrayList<>(List.of(
        MetricDef.column("missed", "missed deadlines (% of the trial's tasks)", "missed_pct", false).lowerBetter(),
        MetricDef.column("floor", "deadlines no allocation can meet (% of the trial's tasks)", "floor_pct", false),
        new MetricDef("energy", "energy over the run (MJ)", r -> r.number("energy_j") / 1e6, true).lowerBetter()));
    Arrays.stream(Outcome.values()).forEach(o -> m.add(MetricDef.column(o.label(), "tasks " + o.label().replace('-', ' '),
        column(o), false)));
    return m;
  }

  public Paper002TrialPreset() {
    super("paper002", "paper 002's cluster of multicore nodes with execution-time pmfs; per seed a trial of bursty"
        + " independent tasks with hard deadlines", FIELDS, List.of("load", "pattern", "days", "equilibrium", "tolerance"),
        LAYOUT, METRICS,
        List.of("missed", "floor", "energy"));
  }

  /** "+cancel" for cancellation on, nothing for off (the plots' groups). */
  @Override
  public String displayName(String cell) {
    return switch (cell) {
      case "on" -> "+cancel";
      case "off" -> "";
      default -> cell;
    };
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    return List.of(
        "platform and workload: paper 002's cluster (8 nodes, 1-4 processors of 1-4 cores, five P-states, power by"
            + " Eq. 7) and 100 task types with gamma execution-time pmfs (CVB 750, 0.25, 0.25), one draw for all"
            + " trials; trials 1 … " + seeds + " of the " + s.text("pattern") + " burst frequency, each its own"
            + " arrivals, task types and actual times drawn from the pmfs",
        "window: " + s.text("days") + " days; bursts at λ_eq × 28/18 × " + s.text("load") + ", lulls at λ_eq × 28/48 × "
            + s.text("load") + " (section 6's ratios); deadlines arrival + type mean + t_avg; energy budget ζ_max",
        "λ_eq (runs.csv's lambda_eq): " + equilibriumWords(s),
        "a deadline is missed when the task finishes late, after the budget is spent, is discarded (no feasible"
            + " assignment) or cancelled at its start",
        "floor: a lower bound on the misses of any allocation that knows the actual times (a fluid relaxation over"
            + " windows of at most " + s.text("floorWindow") + " s: each node's core time, each task between its"
            + " arrival and deadline, energy above idle within ζ_max; its dual after at most "
            + s.text("floorIterations") + " subgradient steps)");
  }

  /** The setup's λ_eq rule in words. */
  private static String equilibriumWords(SetupValues s) {
    String rule = s.text("equilibrium");
    if (rule.equals(EquilibriumCalibration.CALIBRATED)) {
      return "measured on the system: the highest constant Poisson rate at which " + s.text("reference")
          + " misses at most " + s.text("tolerance") + " % of the tasks over " + s.text("calibrationRuns")
          + " runs of the window, bisected to a relative width of " + s.text("precision");
    }
    return rule.equals(EquilibriumRule.CTOTAL_OVER_TAVG) ? "c_total / t_avg of the system" : rule + " per s, given";
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Map<String, Paper002System> systems = new HashMap<>();
    Map<String, RunSystem> runSystems = new HashMap<>();
    Map<String, EquilibriumRate> rates = new HashMap<>();
    return new Worlds() {
      private Paper002System paper002System(SetupValues s) {
        Paper002Parameters p = parameters(s);
        return systems.computeIfAbsent(p.systemKey(), k -> Paper002System.generate(p));
      }

      /** λ_eq of the setup's system by its rule, found once per system and rule. */
      private EquilibriumRate equilibrium(SetupValues s) {
        EquilibriumRule rule = rule(s);
        return rates.computeIfAbsent(parameters(s).systemKey() + "/" + rule, k -> rule.rateOf(paper002System(s)));
      }

      /** One object per system: runs that share it share their profiles (none fit a pmf model's catalogue). */
      @Override
      public RunSystem system(SetupValues s, long seed) {
        Paper002System system = paper002System(s);
        return runSystems.computeIfAbsent(parameters(s).systemKey(),
            k -> new RunSystem(system.cluster().platform(), system.catalogue()));
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        Paper002System system = paper002System(s);
        return Map.of(Paper002Options.ENERGY_BUDGET_JOULES, String.valueOf(system.budgetJoules()),
            Paper002Options.WINDOW_SECONDS, String.valueOf(parameters(s).arrivals().windowSeconds()),
            Paper002Options.T_AVG_SECONDS, String.valueOf(system.tAvgSeconds()),
            Paper002Options.SEED, String.valueOf(seed));
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        Paper002System system = paper002System(s);
        EquilibriumRate rate = equilibrium(s);
        Paper002Trial trial = Paper002Trial.generate(system, parameters(s).arrivalsAt(rate.perSecond()), seed,
            rate.provenance());
        ArrivalParameters pattern = parameters(s).arrivalsAt(rate.perSecond());
        double window = s.number("floorWindow");
        int iterations = s.integer("floorIterations");
        IntSupplier floor = memoized(() -> FluidFloor.tasks(trial, pattern, seed, window, iterations));
        return new RunWorld(system(s, seed), trial.workload(), SimulationSettings.defaults().withSeed(seed),
            setupOptions(s, seed), measure(trial, floor, rate.perSecond()));
      }
    };
  }

  /** Section 7's measures of a run on {@code trial}: each task's outcome against the energy budget. */
  private static RunMeasure measure(Paper002Trial trial, IntSupplier floorTasks, double equilibriumRate) {
    return run -> {
      Paper002System system = trial.system();
      EnergyClock clock = new EnergyClock(system.cluster().platform(), system.budgetJoules());
      return new RunMeasure.Observation() {
        @Override
        public EnergyClock trace() {
          return clock;
        }

        @Override
        public Map<String, Object> cells(SimulationResult result) {
          Outcomes outcomes = Outcomes.of(trial.workload().arrivals(), result.jobs(), clock);
          int tasks = outcomes.tasks();
          int floor = floorTasks.getAsInt();
          Map<String, Object> cells = new LinkedHashMap<>();
          cells.put("tasks", tasks);
          Arrays.stream(Outcome.values()).forEach(o -> cells.put(column(o), outcomes.count(o)));
          cells.put("missed_pct", outcomes.missedPercent());
          cells.put("floor_tasks", floor);
          cells.put("floor_pct", tasks == 0 ? 0.0 : 100.0 * floor / tasks);
          cells.put("energy_j", clock.joulesAt(result.endSeconds()));
          cells.put("budget_j", system.budgetJoules());
          cells.put("budget_exhausted_h", outcomes.exhaustedAtSeconds() / 3600);
          cells.put("lambda_eq", equilibriumRate);
          return cells;
        }
      };
    };
  }

  /**
   * {@code f}'s value, worked out by the first run that asks (the trial's runs may run on several
   * threads; all get the one value, the same whichever thread works it out).
   */
  private static IntSupplier memoized(IntSupplier f) {
    return new IntSupplier() {
      private Integer value;

      @Override
      public synchronized int getAsInt() {
        if (value == null) {
          value = f.getAsInt();
        }
        return value;
      }
    };
  }

  /** How the setup finds λ_eq. */
  static EquilibriumRule rule(SetupValues s) {
    return EquilibriumRule.of(s.text("equilibrium"), EquilibriumCalibration.of(s.text("reference"),
        s.number("tolerance"), s.number("precision"), s.integer("calibrationRuns"), 1));
  }

  /** Section 6's parameters in the setup's pattern, with its window and load. */
  static Paper002Parameters parameters(SetupValues s) {
    Paper002Parameters p = Paper002Parameters.paper002(ArrivalPattern.of(s.text("pattern")));
    return p.withArrivals(p.arrivals().withWindow(s.number("days") * 86400).withLoad(s.number("load")));
  }
}
