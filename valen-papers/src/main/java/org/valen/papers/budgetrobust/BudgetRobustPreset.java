package org.valen.papers.budgetrobust;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.PaperPreset;
import org.valen.experiments.preset.RunMeasure;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.preset.WholeRun;
import org.valen.experiments.table.Column;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.RowLayout;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper002.Paper002Options;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper002.cluster.Cluster;
import org.valen.papers.paper001.Paper001Preset;
import org.valen.papers.paper002.Paper002TrialPreset;
import org.valen.runtime.paper001.AdmissionOptions;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.SimulationResult;

/**
 * Preset {@code budget-robust}: paper 001's allocator with an energy budget and a robustness
 * threshold against its parents, on two workloads (the setup field {@code workload}, sweepable):
 *
 * <ul>
 *   <li>{@code paper001-month}: paper 001's month ({@code days} of arrivals) on 3 × 10 Core M cores,
 *       with high execution-time variability ({@code jobCv}, default 0.4; task CV 0.1);
 *   <li>{@code paper002-trial}: paper 002's trial at the measured λ_eq (12 h of bursts, pmfs).
 * </ul>
 *
 * <p><b>One budget for every policy that takes one.</b> E is paper 002's rule — every core in the
 * middle P-state for the window, at the wall (section 6's ζ_max) — over the run's window W: the
 * trial's 12 h, the month's days + 1 (the last arrivals finish). Each run gets it as the options of
 * the policies that take them: {@code budgetJoules} = E and {@code budgetPeriodSeconds} = W (paper
 * 001's allocators, a budget per run), {@code energyBudgetJoules} = E (paper 002's ζ_max, paper
 * 000's E),
 * {@code windowSeconds} = W (paper 002), {@code dayStartSeconds} = 0 and {@code dayEndSeconds} = W
 * (paper 000's day). On the month E is 69 % of what plain ValEnAdaptOpt uses (85.4 of 124.5 MJ at
 * the wall), close to paper 000's calibration (70 % of the unconstrained heuristic's energy); on the
 * trial it is the paper's ζ_max. A scenario entry's own options win ({@code budgetJoules:
 * none} for the plain parent).
 *
 * <p><b>Measured</b> as paper 001's runs ({@link WholeRun}), plus the wall energy (idle included:
 * what the budget bounds) and the jobs that missed their deadline (not completed by arrival + the
 * curve's deadline: late, dropped or never started), in % of the jobs.
 */
public final class BudgetRobustPreset extends PaperPreset {
  /** The month's workload. */
  public static final String MONTH = "paper001-month";
  /** Paper 002's trial. */
  public static final String TRIAL = "paper002-trial";

  private static final List<SetupField> FIELDS = List.of(
      SetupField.choice("workload", "workload", List.of(MONTH, TRIAL)),
      SetupField.number("days", 30, SetupField.POSITIVE, Double.MAX_VALUE, "days of the month's arrivals"),
      SetupField.number("jobCv", 0.4, 0, Double.MAX_VALUE, "the month's job time CV"));

  private static final List<Column> COLUMNS = columns();

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", false, true), KeyPart.label("policy"), KeyPart.seed("seed")), COLUMNS,
      RowLayout.Order.POLICY_THEN_SEED);

  private static final RunMeasure MEASURE = run -> BudgetRobustPreset::cells;

  public BudgetRobustPreset() {
    super("budget-robust", "paper 001's month with high variability, or paper 002's calibrated trial; one energy"
        + " budget (paper 002's rule over the run's window) for every policy that takes one", FIELDS,
        List.of("workload"), LAYOUT, measures(), List.of("value-share", "wall-energy", "missed", "rejected"));
  }

  private static List<Column> columns() {
    List<Column> c = new ArrayList<>(WholeRun.COLUMNS);
    c.add(Column.number("wall_energy_j"));
    c.add(Column.number("missed_percent"));
    return List.copyOf(c);
  }

  private static List<MetricDef> measures() {
    List<MetricDef> m = new ArrayList<>(WholeRun.METRICS);
    m.add(new MetricDef("value-share", "value earned (% of the upper bound)",
        r -> 100 * r.number("value") / r.number("value_upper_bound"), true));
    m.add(new MetricDef("wall-energy", "wall energy, idle included (MJ)", r -> r.number("wall_energy_j") / 1e6, true)
        .lowerBetter());
    m.add(MetricDef.column("missed", "jobs that missed their deadline (%)", "missed_percent", false).lowerBetter());
    return List.copyOf(m);
  }

  private static Map<String, Object> cells(SimulationResult r) {
    Map<String, Object> cells = new LinkedHashMap<>(WholeRun.cells(r));
    cells.put("wall_energy_j", r.totalEnergyJoules());
    long missed = r.jobs().stream().filter(BudgetRobustPreset::missed).count();
    cells.put("missed_percent", r.jobs().isEmpty() ? 0 : 100.0 * missed / r.jobs().size());
    return cells;
  }

  /** Not completed by its deadline: late, dropped, or never run. */
  static boolean missed(JobRecord j) {
    return !j.status().earnsValue() || j.finishSeconds() > j.arrivalSeconds() + j.deadlineSeconds();
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    return List.of("workloads: " + MONTH + " (" + s.text("days") + " days of paper 001's arrivals on 3 x 10 Core M"
            + " cores, job time CV " + s.text("jobCv") + ", task CV 0.1) and " + TRIAL + " (paper 002's trial n, 12 h at"
            + " the measured equilibrium rate); seeds 1 … " + seeds,
        "budget: every core in the middle P-state for the run's window, at the wall (paper 002's zeta_max), for every"
            + " policy that takes one, over the whole run");
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Paper001Preset p001 = Paper001Preset.paper001();
    Paper002TrialPreset p002 = new Paper002TrialPreset();
    Map<String, Worlds> delegates = new TreeMap<>();
    return new Worlds() {
      private Worlds of(SetupValues s) {
        return delegates.computeIfAbsent(s.text("workload") + "/" + s.text("days") + "/" + s.text("jobCv"),
            k -> s.text("workload").equals(MONTH)
                ? p001.worlds(p001.defaults().with("days", s.text("days")).with("jobCv", s.text("jobCv")))
                : p002.worlds(p002.defaults()));
      }

      private SetupValues inner(SetupValues s) {
        return s.text("workload").equals(MONTH)
            ? p001.defaults().with("days", s.text("days")).with("jobCv", s.text("jobCv")) : p002.defaults();
      }

      @Override
      public RunSystem system(SetupValues s, long seed) {
        return of(s).system(inner(s), seed);
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        Map<String, String> o = new TreeMap<>(of(s).setupOptions(inner(s), seed));
        double window = s.text("workload").equals(MONTH) ? (s.number("days") + 1) * 86400
            : p002.defaults().number("days") * 86400;
        Platform platform = system(s, seed).platform();
        double budget = Cluster.budgetJoules(platform, window, (platform.coreTypes().get(0).levelCount() - 1) / 2);
        o.put(AdmissionOptions.BUDGET_JOULES, String.valueOf(budget));
        o.put(Paper000Options.ENERGY_BUDGET_JOULES, String.valueOf(budget)); // also paper 002's: the same name
        o.put(AdmissionOptions.BUDGET_PERIOD_SECONDS, String.valueOf(window));
        o.put(Paper002Options.WINDOW_SECONDS, String.valueOf(window));
        o.put(Paper000Options.DAY_START_SECONDS, "0");
        o.put(Paper000Options.DAY_END_SECONDS, String.valueOf(window));
        return o;
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        RunWorld w = of(s).world(inner(s), seed);
        return new RunWorld(w.system(), w.workload(), w.settings(), setupOptions(s, seed), MEASURE);
      }
    };
  }
}
