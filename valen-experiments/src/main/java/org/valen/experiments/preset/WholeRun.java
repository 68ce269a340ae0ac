package org.valen.experiments.preset;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.valen.experiments.table.Column;
import org.valen.experiments.table.RunRow;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.ValueCeiling;

/**
 * What any run of the kernel measures over its whole length (paper 001's figures): value, the value
 * upper bound, job and idle energy, value per energy, rejected jobs, reallocations, where value was
 * lost (the ceiling: to lateness, to rejection, the queueing share of the late loss), energy per
 * unit of work and the share of task time at each v/f level. Presets whose runs measure no more
 * than that use its columns, metrics and measure.
 */
public final class WholeRun {
  private WholeRun() {}

  /** The measure columns, in {@code runs.csv}'s order. */
  public static final List<Column> COLUMNS = List.of(Column.integer("jobs"), Column.number("value"),
      Column.number("value_upper_bound"), Column.number("job_energy_j"), Column.number("idle_energy_j"),
      Column.number("value_per_joule"), Column.number("rejected_percent"), Column.integer("migrations"),
      Column.number("value_lost_late"), Column.number("value_lost_rejected"), Column.number("late_lost_queueing"),
      Column.number("joules_per_work_second"), Column.numbers("level_time_shares"));

  /** The metrics of those columns. */
  public static final List<MetricDef> METRICS = List.of(
      MetricDef.column("value", "total value", "value", true),
      new MetricDef("energy", "job energy (MJ)", r -> r.number("job_energy_j") / 1e6, true).lowerBetter(),
      new MetricDef("value-per-energy", "value / energy (per MJ)", r -> r.number("value_per_joule") * 1e6, true),
      MetricDef.column("rejected", "rejected jobs (%)", "rejected_percent", false).lowerBetter(),
      MetricDef.column("migrations", "reallocations", "migrations", false).neither(),
      new MetricDef("value-lost-late", "value lost to lateness (% of the upper bound)",
          r -> ofBound(r, r.number("value_lost_late")), false).lowerBetter(),
      new MetricDef("value-lost-rejected", "value lost to rejection (% of the upper bound)",
          r -> ofBound(r, r.number("value_lost_rejected")), false).lowerBetter(),
      new MetricDef("late-loss-queueing", "late loss due to queueing (%)", r -> r.number("value_lost_late") > 0
          ? 100 * r.number("late_lost_queueing") / r.number("value_lost_late") : 0, false),
      MetricDef.column("energy-per-work", "job energy per reference core-second (J)", "joules_per_work_second", false)
          .lowerBetter(),
      new MetricDef("fastest-level-time", "task time at the fastest v/f level (%)", r -> {
        List<Double> shares = r.numbers("level_time_shares");
        return shares.isEmpty() ? 0 : 100 * shares.get(0);
      }, false));

  /** The metrics a scenario shows when it names none. */
  public static final List<String> DEFAULT_METRICS = List.of("value", "energy", "value-per-energy", "rejected");

  private static double ofBound(RunRow r, double lost) {
    double bound = r.number("value_upper_bound");
    return bound > 0 ? 100 * lost / bound : 0;
  }

  /** The measure: the cells of a finished run. */
  public static final RunMeasure MEASURE = run -> WholeRun::cells;

  /** The cells of {@link #COLUMNS} for {@code r}. */
  public static Map<String, Object> cells(SimulationResult r) {
    double value = r.totalValue();
    double energy = r.jobEnergyJoules();
    ValueCeiling c = r.ceiling();
    Map<String, Object> cells = new LinkedHashMap<>();
    cells.put("jobs", r.jobs().size());
    cells.put("value", value);
    cells.put("value_upper_bound", r.valueUpperBound());
    cells.put("job_energy_j", energy);
    cells.put("idle_energy_j", r.idleEnergyJoules());
    cells.put("value_per_joule", energy == 0 ? 0 : value / energy);
    cells.put("rejected_percent", r.rejectedPercent());
    cells.put("migrations", r.jobs().stream().mapToInt(JobRecord::migrations).sum());
    cells.put("value_lost_late", c.lostToLateness());
    cells.put("value_lost_rejected", c.lostToRejection());
    cells.put("late_lost_queueing", c.lateLostToQueueing());
    cells.put("joules_per_work_second", r.joulesPerWorkSecond());
    cells.put("level_time_shares", Arrays.stream(r.levelShares()).boxed().toList());
    return cells;
  }
}
