package org.valen.runtime.output;

import java.nio.file.Path;
import java.util.List;
import org.valen.model.energy.EnergyKind;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.JsonOut;
import org.valen.runtime.sim.EnergySample;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.ValueCeiling;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The files of one run, in the conventions of the field: {@code jobs.csv} (one row per arrival
 * with submission, start, finish, value, energy, as Batsim's), {@code energy.csv} (energy per time
 * bin by kind), and {@code summary.json} (the figures of paper 001's evaluation, for machines).
 * Each file is written atomically.
 */
public final class RunFiles {
  public static final String JOBS = "jobs.csv";
  public static final String ENERGY = "energy.csv";
  public static final String SUMMARY = "summary.json";

  private RunFiles() {}

  /** Writes the three files into {@code folder}. */
  public static void write(Path folder, SimulationResult result, String scenario) {
    AtomicFiles.writeText(folder.resolve(JOBS), jobsCsv(result.jobs()));
    AtomicFiles.writeText(folder.resolve(ENERGY), energyCsv(result.energy()));
    AtomicFiles.writeText(folder.resolve(SUMMARY), JsonOut.toText(summary(result, scenario)));
  }

  /** One row per arrival. */
  public static String jobsCsv(List<JobRecord> jobs) {
    StringBuilder out = new StringBuilder(
        "job,template,arrival_s,start_s,finish_s,node,cores,migrations,preemptions,value,energy_j,status\n");
    for (JobRecord j : jobs) {
      out.append(Csv.text(j.id())).append(',').append(Csv.text(j.templateId())).append(',')
          .append(Csv.number(j.arrivalSeconds())).append(',').append(Csv.number(j.startSeconds())).append(',')
          .append(Csv.number(j.finishSeconds())).append(',').append(Csv.text(j.node())).append(',')
          .append(j.cores()).append(',').append(j.migrations()).append(',').append(j.preemptions()).append(',')
          .append(Csv.number(j.value())).append(',').append(Csv.number(j.energyJoules())).append(',')
          .append(j.status().label()).append('\n');
    }
    return out.toString();
  }

  /** Energy used in each time bin, by kind, and the bin's mean power. */
  public static String energyCsv(List<EnergySample> samples) {
    StringBuilder out = new StringBuilder(
        "start_s,end_s,dynamic_j,static_j,idle_j,overhead_j,total_j,mean_power_w\n");
    for (int i = 1; i < samples.size(); i++) {
      EnergySample a = samples.get(i - 1);
      EnergySample b = samples.get(i);
      double seconds = b.seconds() - a.seconds();
      if (seconds <= 0) {
        continue;
      }
      out.append(Csv.number(a.seconds())).append(',').append(Csv.number(b.seconds()));
      for (EnergyKind kind : EnergyKind.values()) {
        out.append(',').append(Csv.number(b.joules(kind) - a.joules(kind)));
      }
      double total = b.totalJoules() - a.totalJoules();
      out.append(',').append(Csv.number(total)).append(',').append(Csv.number(total / seconds)).append('\n');
    }
    return out.toString();
  }

  /** {@code value}, or null where it is not a number (nothing to divide by). */
  private static void putNumber(ObjectNode o, String name, double value) {
    if (Double.isFinite(value)) {
      o.put(name, value);
    } else {
      o.putNull(name);
    }
  }

  /**
   * The run's figures as a {@code valen.summary} object: counts by status, value and its ceiling
   * (the upper bound, value lost to lateness and to rejection, the part of the late loss due to
   * queueing), energy, energy per second of finished reference work, P-state residency ({@code
   * levelTimeShares}: share of task time at each v/f level, fastest first), reallocations.
   */
  public static ObjectNode summary(SimulationResult r, String scenario) {
    ObjectNode o = JsonOut.object();
    o.put("format", "valen.summary");
    o.put("version", 1);
    o.put("scenario", scenario);
    o.put("policy", r.policy());
    o.put("seed", r.seed());
    o.put("jobs", r.jobs().size());
    o.put("completed", r.count(JobStatus.COMPLETED));
    o.put("completedWithZeroValue", r.count(JobStatus.COMPLETED_ZERO_VALUE));
    o.put("rejectedInQueue", r.count(JobStatus.REJECTED_IN_QUEUE));
    o.put("cancelledAtStart", r.count(JobStatus.CANCELLED));
    o.put("abandonedAfterStart", r.count(JobStatus.ABANDONED));
    o.put("rejectedPercent", r.rejectedPercent());
    o.put("totalValue", r.totalValue());
    o.put("valueUpperBound", r.valueUpperBound());
    o.put("jobEnergyJoules", r.jobEnergyJoules());
    o.put("idleEnergyJoules", r.idleEnergyJoules());
    o.put("totalEnergyJoules", r.totalEnergyJoules());
    o.put("valuePerJoule", r.valuePerJoule());
    o.put("finishedWorkSeconds", r.finishedWorkSeconds());
    putNumber(o, "joulesPerWorkSecond", r.joulesPerWorkSecond());
    ValueCeiling c = r.ceiling();
    o.put("valueLostToLateness", c.lostToLateness());
    o.put("valueLostToRejection", c.lostToRejection());
    o.put("lateValueLostToQueueing", c.lateLostToQueueing());
    ArrayNode residency = o.putArray("levelTimeShares");
    for (double share : r.levelShares()) {
      residency.add(share);
    }
    o.put("migrations", r.jobs().stream().mapToInt(JobRecord::migrations).sum());
    o.put("preemptions", r.jobs().stream().mapToInt(JobRecord::preemptions).sum());
    o.put("endSeconds", r.endSeconds());
    return o;
  }
}
