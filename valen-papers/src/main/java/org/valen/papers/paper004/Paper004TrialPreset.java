package org.valen.papers.paper004;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.PaperPreset;
import org.valen.experiments.preset.RunMeasure;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.Column;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.RowLayout;
import org.valen.hc.paper004.Paper004Options;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.model.trials.paper004.system.ClusterSystem;
import org.valen.model.trials.paper004.system.ClusterSystemGenerator;
import org.valen.model.trials.paper004.workload.BurstParameters;
import org.valen.model.trials.paper004.workload.DecayUnit;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.trials.paper004.workload.UtilityClassSet;
import org.valen.papers.paper004.metrics.UnlimitedCores;
import org.valen.papers.paper004.metrics.WindowTrace;
import org.valen.papers.paper004.metrics.WindowedUtility;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Paper 004's setting (section IV): seed n is trial n — five clusters of identical cores (about 800)
 * with an inconsistent ETC matrix, and bursts of serial tasks over 4 h of fill and then the measured
 * window ({@code days} long, rounded to whole minutes), with the setup's burst size, utility class
 * set, probability of the preemption flags and mean critical execution time (the parameters of
 * Figs. 3–7, each sweepable) and {@code load} × the paper's 75 tasks per core a day. Times are the
 * ETC's (no variability); runs stop at the end of the window. Policies that take them get the trial's
 * seed and the flags' probability. A run measures what section V does: the utility earned in the
 * window (each task's utility × the share of its execution inside it) against the maximum, tasks
 * completed, critical tasks' share, preemptions and drops.
 */
public final class Paper004TrialPreset extends PaperPreset {
  private static final BurstParameters PAPER = BurstParameters.paper004();

  /** The metric of the unlimited-core ceiling, as a % of the paper's maximum. */
  static final String CEILING = "ceiling-percent-of-max";

  private static final List<SetupField> FIELDS = List.of(
      SetupField.number("days", 1, SetupField.POSITIVE, Double.MAX_VALUE, "days measured after the fill"),
      SetupField.number("load", 1, SetupField.POSITIVE, Double.MAX_VALUE, "offered load (× 75 tasks per core a day)"),
      SetupField.number("burstSize", PAPER.meanBurstSize(), 1, 100_000, "mean burst size B").withColumnId("burst_size"),
      SetupField.choice("utilityClassSet", "utility class set", Arrays.stream(UtilityClassSet.values())
          .map(UtilityClassSet::id).sorted((a, b) -> a.equals(PAPER.utility().id()) ? -1 : b.equals(PAPER.utility().id())
              ? 1 : 0).toList()).withColumnId("utility_class_set"),
      SetupField.number("flagPercent", 100, 0, 100, "% of tasks that can preempt / be preempted")
          .withColumnId("flag_probability"),
      SetupField.number("criticalMinutes", 10, SetupField.POSITIVE, Double.MAX_VALUE,
          "mean execution time of critical tasks (minutes)").withColumnId("critical_minutes"),
      SetupField.choice("decayUnit", "unit of the urgencies (a decay rate per mean execution time, minute or hour)",
          Arrays.stream(DecayUnit.values()).map(DecayUnit::id).toList()).withColumnId("decay_unit"));

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(), KeyPart.seed("trial"),
      KeyPart.column("seed", k -> Long.toString(k.seed())), KeyPart.sweep("parameter", "value", false, true),
      KeyPart.label("heuristic")),
      List.of(Column.integer("arrivals"), Column.integer("completed"), Column.number("utility"),
          Column.number("max_utility"), Column.number("critical_utility"), Column.number("critical_max_utility"),
          Column.fixed4("percent_of_max"), Column.fixed4("percent_completed"), Column.integer("preemptions"),
          Column.integer("dropped"), Column.number("ceiling_utility"), Column.fixed4("ceiling_percent_of_max"),
          Column.integer("never_earning")),
      RowLayout.Order.SEED_THEN_POLICY);

  private static final List<MetricDef> METRICS = List.of(
      MetricDef.column("percent-of-max", "% of maximum utility", "percent_of_max", false),
      MetricDef.column("percent-completed", "% of tasks completed", "percent_completed", false),
      new MetricDef("critical-percent-of-max", "% of critical tasks' maximum utility", r ->
          r.number("critical_max_utility") == 0 ? Double.NaN
              : 100 * r.number("critical_utility") / r.number("critical_max_utility"), false),
      MetricDef.column("preemptions", "preemptions per run", "preemptions", false).neither(),
      MetricDef.column("utility", "utility earned in the window", "utility", true),
      MetricDef.column("dropped", "tasks dropped", "dropped", false).lowerBetter(),
      MetricDef.column(CEILING, "% of maximum utility reachable with unlimited cores", "ceiling_percent_of_max",
          false).neither(),
      new MetricDef("percent-of-ceiling", "% of the unlimited-core ceiling earned", r ->
          r.number("ceiling_utility") == 0 ? Double.NaN : 100 * r.number("utility") / r.number("ceiling_utility"), false),
      new MetricDef("percent-never-earning", "% of the window's tasks that earn nothing even with unlimited cores",
          r -> r.number("arrivals") == 0 ? Double.NaN : 100.0 * r.number("never_earning") / r.number("arrivals"),
          false).neither());

  public Paper004TrialPreset() {
    super("paper004", "paper 004's trials: per seed five clusters of about 800 identical cores and bursts of serial"
        + " tasks", FIELDS, List.of("burstSize", "utilityClassSet", "flagPercent", "criticalMinutes", "decayUnit", "load", "days"),
        LAYOUT, METRICS, List.of("percent-of-max", CEILING, "percent-of-ceiling", "critical-percent-of-max",
            "preemptions"));
  }

  @Override
  public String displayName(String cell) {
    return Paper004Heuristics.all().stream().filter(e -> e.name().equals(cell)).findFirst()
        .map(Paper004Heuristics.Entry::paperName).orElse(cell);
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    return List.of(
        "platform and workload: paper 004's trials 1 … " + seeds + " (`valen paper004 generate --trial N`): each five"
            + " clusters of 7–13 nodes of 16 identical cores (about 800) with an inconsistent ETC matrix (COV 0.1 then"
            + " 0.3 across clusters), and bursts of serial tasks of 100 task types (20 critical: maximum utility 8, mean "
            + s.text("criticalMinutes") + " min; 80 non-critical: utility 1, mean 50 min)",
        "bursts of mean size " + s.text("burstSize") + " by a sinusoidal Poisson process, " + s.text("load")
            + " × 75 tasks per core a day, utility class set " + s.text("utilityClassSet") + ", preemption flags true"
            + " with probability " + s.text("flagPercent") + " %, urgencies per " + s.text("decayUnit")
            + " (each value unless varied)",
        "each run: 4 h of fill, then a measured window of " + s.text("days") + " days; mapping events every 60 s;"
            + " utility earned in the window counts each completed task's utility × the share of its execution inside"
            + " the window (section II-E); the maximum is every task starting at arrival on its fastest cluster"
            + " (section V); the ceiling is what unlimited cores reach: every task started at the first mapping"
            + " event after its arrival on its fastest cluster, at its utility then (nothing if it completes after"
            + " the window)");
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Map<String, RunSystem> systems = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        return systems.computeIfAbsent(s.key("criticalMinutes") + seed, k -> {
          ClusterSystem c = ClusterSystemGenerator.generate(trialParameters(s).system(), seed);
          return new RunSystem(c.platform(), c.catalogue());
        });
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        String p = String.valueOf(s.number("flagPercent") / 100.0);
        return Map.of(Paper004Options.CAN_PREEMPT_PROBABILITY, p, Paper004Options.PREEMPTIBLE_PROBABILITY, p,
            Paper004Options.SEED, String.valueOf(seed));
      }

      /** The trial of the seed: its system is the one {@link #system} made (same parameters, same seed). */
      @Override
      public RunWorld world(SetupValues s, long seed) {
        Paper004Trial trial = Paper004Trial.generate(trialParameters(s), seed);
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed).withVariability(Variability.none())
            .withStopSeconds(trial.windowEndSeconds());
        return new RunWorld(system(s, seed), trial.workload(), settings, setupOptions(s, seed),
            measure(trial));
      }
    };
  }

  /** Section V's measures of a run on {@code trial}, over its window. */
  private static RunMeasure measure(Paper004Trial trial) {
    UnlimitedCores ceiling = UnlimitedCores.of(trial);
    return run -> {
      WindowTrace window = new WindowTrace(trial.workload().arrivals(), trial.windowStartSeconds(),
          trial.windowEndSeconds());
      return new RunMeasure.Observation() {
        @Override
        public WindowTrace trace() {
          return window;
        }

        @Override
        public Map<String, Object> cells(org.valen.runtime.sim.SimulationResult result) {
          WindowedUtility u = WindowedUtility.of(trial.workload().arrivals(), result, window, trial::fastestSeconds,
              trial.parameters().bursts().shape().criticalUtility());
          Map<String, Object> cells = new LinkedHashMap<>();
          cells.put("arrivals", u.arrivedInWindow());
          cells.put("completed", u.completedOfThose());
          cells.put("utility", u.earned());
          cells.put("max_utility", u.maximum());
          cells.put("critical_utility", u.earnedCritical());
          cells.put("critical_max_utility", u.maximumCritical());
          cells.put("percent_of_max", u.maximum() == 0 ? Double.NaN : 100 * u.earned() / u.maximum());
          cells.put("percent_completed", u.arrivedInWindow() == 0 ? Double.NaN
              : 100.0 * u.completedOfThose() / u.arrivedInWindow());
          cells.put("preemptions", result.jobs().stream().mapToLong(j -> j.preemptions()).sum());
          cells.put("dropped", result.count(JobStatus.REJECTED_IN_QUEUE) + result.count(JobStatus.ABANDONED));
          cells.put("ceiling_utility", ceiling.windowed());
          cells.put("ceiling_percent_of_max", u.maximum() == 0 ? Double.NaN : 100 * ceiling.windowed() / u.maximum());
          cells.put("never_earning", ceiling.neverEarning());
          return cells;
        }
      };
    };
  }

  /**
   * What unlimited cores reach on the trial of {@code seed} over the whole run, as a share of the
   * upper bound every task at its full value (the cross-paper table's), in a few words.
   */
  public static String ceilingNote(SetupValues s, long seed) {
    Paper004Trial trial = Paper004Trial.generate(trialParameters(s), seed);
    double bound = trial.workload().arrivals().stream().mapToDouble(a -> a.valueCurve().maxValue()).sum();
    return String.format(java.util.Locale.ROOT, "unlimited cores (every task started at the first mapping event after"
        + " its arrival on its fastest cluster) reach %.1f %% of the upper bound", 100 * UnlimitedCores.of(trial).whole()
        / bound);
  }

  /** The paper's trial parameters with the setup's window, load, burst size, classes and critical time. */
  static Paper004TrialParameters trialParameters(SetupValues s) {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    BurstParameters b = p.bursts().withMeasuredHours(Math.max(1, Math.round(s.number("days") * 1440)) / 60.0)
        .withTasksPerCorePerDay(p.bursts().tasksPerCorePerDay() * s.number("load"))
        .withMeanBurstSize(s.number("burstSize")).withUtility(UtilityClassSet.of(s.text("utilityClassSet")))
        .withShape(p.bursts().shape().withDecayUnit(DecayUnit.of(s.text("decayUnit"))));
    return p.withBursts(b).withSystem(p.system().withCriticalMeanSeconds(s.number("criticalMinutes") * 60));
  }
}
