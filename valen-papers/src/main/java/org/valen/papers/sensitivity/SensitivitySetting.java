package org.valen.papers.sensitivity;

import java.util.List;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.runtime.paper001.PointRule;
import org.valen.runtime.sim.SimulationSettings;

/**
 * One setting of the sensitivity study: paper 001's default setup (preset {@code paper001}'s
 * defaults) with one factor the paper leaves open changed.
 *
 * @param id short name, the value of the swept {@code setting} in {@code runs.csv}
 * @param factor the factor changed ({@code default} for none)
 * @param description what differs from the default, in words
 * @param nodes nodes of 10 Core M cores
 * @param load offered work ÷ the capacity of 30 cores
 * @param jobCv coefficient of variation of actual times per job
 * @param taskCv coefficient of variation of actual times per task
 * @param checkpointMinutes ValEnAdaptOpt's checkpoint interval
 * @param valueCurves how each arrival's value curve is drawn (deadline, zero point, decay)
 * @param pause how long every running job pauses at each of ValEnAdaptOpt's checkpoints and what
 *     its cores draw meanwhile (the kernel's {@code checkpointPauseSeconds} and {@code
 *     pausePowerShare}; default 1 s at the fastest level's busy power)
 * @param profilePoint the {@code profilePoint} option of both policies (which point of a profile
 *     entry's front runs)
 * @param dagRich whether arrivals come only from the catalogue's non-chain templates (fork-join and
 *     layered graphs: the jobs where more cores pay)
 */
public record SensitivitySetting(String id, String factor, String description, int nodes, double load, double jobCv,
    double taskCv, double checkpointMinutes, Pause pause, String profilePoint,
    ValueCurveParameters valueCurves, boolean dagRich) {

  /**
   * A checkpoint pause: {@code seconds} per running job at each checkpoint, its cores drawing
   * {@code powerShare} of their fastest level's dynamic power on top of static power.
   */
  public record Pause(double seconds, double powerShare) {
    static final Pause DEFAULT = new Pause(SimulationSettings.defaults().checkpointPauseSeconds(),
        SimulationSettings.defaults().pausePowerShare());
  }

  /** The documented default: paper 001's setup, 3 nodes. */
  public static SensitivitySetting standard() {
    return new SensitivitySetting("default", "default", "paper 001's setup as documented (3 nodes of 10 cores, load 1.0,"
        + " CV 0.2 per job and 0.1 per task, 5-min checkpoints, deadline 1.2–2 × CP, zero value 1–3 × CP later,"
        + " all catalogue shapes)", 3, 1.0, 0.2, 0.1, 5,
        Pause.DEFAULT, PointRule.MIN_TIME_ENERGY.id(),
        ValueCurveParameters.defaults(), false);
  }

  /** The setting of this id. */
  public static SensitivitySetting named(String id) {
    return all().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
  }

  /** The settings of the study: the default, then one factor changed at a time, then all favourable ones together. */
  public static List<SensitivitySetting> all() {
    SensitivitySetting d = standard();
    ValueCurveParameters c = d.valueCurves();
    return List.of(d,
        d.with("dag-rich", "catalogue", "fork-join and layered jobs only (no chains)").dagRich(true),
        d.with("load-0.7", "load", "load 0.7").load(0.7),
        d.with("load-1.5", "load", "load 1.5").load(1.5),
        d.with("tight-deadline", "value curve", "deadline 1.0–1.3 × CP").curves(
            new ValueCurveParameters(1.0, 1.3, c.minZeroFactor(), c.maxZeroFactor(), c.minValuePerCoreHour(),
                c.maxValuePerCoreHour(), c.decayExponent())),
        d.with("steep-decay", "value curve", "zero value 0.25–0.75 × CP after the deadline").curves(
            new ValueCurveParameters(c.minDeadlineFactor(), c.maxDeadlineFactor(), 0.25, 0.75, c.minValuePerCoreHour(),
                c.maxValuePerCoreHour(), c.decayExponent())),
        d.with("slow-decay", "value curve", "zero value 3–9 × CP after the deadline").curves(
            new ValueCurveParameters(c.minDeadlineFactor(), c.maxDeadlineFactor(), 3, 9, c.minValuePerCoreHour(),
                c.maxValuePerCoreHour(), c.decayExponent())),
        d.with("checkpoint-1", "checkpoint interval", "checkpoints every minute").checkpoint(1),
        d.with("checkpoint-20", "checkpoint interval", "checkpoints every 20 minutes").checkpoint(20),
        d.with("no-pause", "checkpoint pause", "no pause at checkpoints (default 1 s per running job)")
            .pause(new Pause(0, 1)),
        d.with("pause-static", "checkpoint pause", "pauses draw static power only (default: fastest-level busy power)")
            .pause(new Pause(1, 0)),
        d.with("cv-0", "variability", "times as profiled (CV 0)").variability(0, 0),
        d.with("cv-0.4", "variability", "job CV 0.4, task CV 0.2").variability(0.4, 0.2),
        d.with("cv-0.8", "variability", "job CV 0.8, task CV 0.4").variability(0.8, 0.4),
        d.with("min-energy-point", "profile point", "both run the least-energy front point that meets the deadline")
            .point(PointRule.MIN_ENERGY_BY_DEADLINE),
        d.with("nodes-2", "nodes", "2 nodes").nodes(2),
        d.with("nodes-5", "nodes", "5 nodes").nodes(5),
        d.with("favourable", "combined", "DAG-rich, tight deadline, steep decay, job CV 0.4").dagRich(true)
            .curves(new ValueCurveParameters(1.0, 1.3, 0.25, 0.75, c.minValuePerCoreHour(), c.maxValuePerCoreHour(),
                c.decayExponent())).variability(0.4, 0.2));
  }

  private SensitivitySetting with(String newId, String newFactor, String newDescription) {
    return new SensitivitySetting(newId, newFactor, newDescription, nodes, load, jobCv, taskCv, checkpointMinutes,
        pause, profilePoint, valueCurves, dagRich);
  }

  private SensitivitySetting dagRich(boolean on) {
    return new SensitivitySetting(id, factor, description, nodes, load, jobCv, taskCv, checkpointMinutes,
        pause, profilePoint, valueCurves, on);
  }

  private SensitivitySetting load(double l) {
    return new SensitivitySetting(id, factor, description, nodes, l, jobCv, taskCv, checkpointMinutes,
        pause, profilePoint, valueCurves, dagRich);
  }

  private SensitivitySetting curves(ValueCurveParameters v) {
    return new SensitivitySetting(id, factor, description, nodes, load, jobCv, taskCv, checkpointMinutes,
        pause, profilePoint, v, dagRich);
  }

  private SensitivitySetting checkpoint(double minutes) {
    return new SensitivitySetting(id, factor, description, nodes, load, jobCv, taskCv, minutes,
        pause, profilePoint, valueCurves, dagRich);
  }

  private SensitivitySetting pause(Pause p) {
    return new SensitivitySetting(id, factor, description, nodes, load, jobCv, taskCv, checkpointMinutes, p,
        profilePoint, valueCurves, dagRich);
  }

  private SensitivitySetting variability(double job, double task) {
    return new SensitivitySetting(id, factor, description, nodes, load, job, task, checkpointMinutes,
        pause, profilePoint, valueCurves, dagRich);
  }

  private SensitivitySetting point(PointRule rule) {
    return new SensitivitySetting(id, factor, description, nodes, load, jobCv, taskCv, checkpointMinutes,
        pause, rule.id(), valueCurves, dagRich);
  }

  private SensitivitySetting nodes(int n) {
    return new SensitivitySetting(id, factor, description, n, load, jobCv, taskCv, checkpointMinutes,
        pause, profilePoint, valueCurves, dagRich);
  }
}
