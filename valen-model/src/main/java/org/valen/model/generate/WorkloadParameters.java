package org.valen.model.generate;

import java.util.Map;
import java.util.TreeMap;
import org.valen.model.Check;

/**
 * Settings of {@link WorkloadGenerator}: paper 001's "month of jobs, more at peak times (weekdays,
 * daytime) than off-peak (nights, weekends)".
 *
 * <p>Time 0 is a Monday, 00:00. An instant is <em>peak</em> on Monday–Friday between {@code
 * peakStartHour} and {@code peakEndHour}; the arrival rate there is {@code peakToOffPeakRatio}
 * times the off-peak rate. The mean rate over a week is set by {@code load}: the work offered per
 * second (jobs' reference work) divided by the platform's cores, so 1.0 offers exactly as much
 * work as the cores could do at their fastest level with perfect packing.
 *
 * @param days length of the workload
 * @param load offered work ÷ capacity, averaged over a week
 * @param totalCores cores of the platform the load refers to
 * @param peakToOffPeakRatio peak arrival rate ÷ off-peak arrival rate
 * @param peakStartHour first hour of the daily peak (0–23)
 * @param peakEndHour hour at which the peak ends (after the start, up to 24)
 * @param valueCurves rules of each arrival's own value curve
 */
public record WorkloadParameters(
    double days,
    double load,
    int totalCores,
    double peakToOffPeakRatio,
    int peakStartHour,
    int peakEndHour,
    ValueCurveParameters valueCurves) {

  public WorkloadParameters {
    Check.positive(days, "days");
    Check.positive(load, "load");
    Check.atLeast(totalCores, 1, "totalCores");
    Check.inRange(peakToOffPeakRatio, 1, Double.MAX_VALUE, "peakToOffPeakRatio");
    Check.inRange(peakStartHour, 0, 23, "peakStartHour");
    Check.inRange(peakEndHour, peakStartHour + 1, 24, "peakEndHour");
  }

  /** 30 days at load 1.0, peak 08:00–20:00 on weekdays at 3× the off-peak rate. */
  public static WorkloadParameters defaults(int totalCores) {
    return new WorkloadParameters(30, 1.0, totalCores, 3.0, 8, 20, ValueCurveParameters.defaults());
  }

  public WorkloadParameters withDays(double newDays) {
    return new WorkloadParameters(newDays, load, totalCores, peakToOffPeakRatio, peakStartHour, peakEndHour, valueCurves);
  }

  public WorkloadParameters withLoad(double newLoad) {
    return new WorkloadParameters(days, newLoad, totalCores, peakToOffPeakRatio, peakStartHour, peakEndHour, valueCurves);
  }

  public WorkloadParameters withPeak(double ratio, int startHour, int endHour) {
    return new WorkloadParameters(days, load, totalCores, ratio, startHour, endHour, valueCurves);
  }

  public double horizonSeconds() {
    return days * 86_400;
  }

  /** Whether {@code seconds} after Monday 00:00 falls in the weekday peak. */
  public boolean isPeak(double seconds) {
    long day = (long) Math.floor(seconds / 86_400);
    double hour = (seconds - day * 86_400) / 3600;
    return day % 7 < 5 && hour >= peakStartHour && hour < peakEndHour;
  }

  /** Share of a week that is peak time. */
  public double peakShareOfWeek() {
    return 5.0 * (peakEndHour - peakStartHour) / (7 * 24);
  }

  /** Every setting as text, for provenance. */
  public Map<String, String> describe() {
    Map<String, String> m = new TreeMap<>();
    m.put("days", String.valueOf(days));
    m.put("load", String.valueOf(load));
    m.put("totalCores", String.valueOf(totalCores));
    m.put("peakToOffPeakRatio", String.valueOf(peakToOffPeakRatio));
    m.put("peakHours", peakStartHour + "-" + peakEndHour);
    valueCurves.describe("value.", m);
    return m;
  }
}
