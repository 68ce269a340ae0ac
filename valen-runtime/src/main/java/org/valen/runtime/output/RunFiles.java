package org.valen.runtime.output;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.energy.EnergyKind;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.AtomicWriter;
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

  /**
   * What a run was set up with beyond its input files, recorded in {@code summary.json} so that
   * nothing a result depends on goes unsaid.
   *
   * @param platform the platform's name
   * @param platformFile the platform's file as the run was given it ({@code bundled:NAME} or a path),
   *     for {@code valen plot gantt}
   * @param offers where the offers came from: {@code profiles} or {@code model}
   * @param policyOptions every option the policy ran with, given or chosen for the workload
   */
  public record Setup(String platform, String platformFile, String offers, SortedMap<String, String> policyOptions) {
    public Setup {
      policyOptions = Collections.unmodifiableSortedMap(new TreeMap<>(policyOptions));
    }
  }

  /** Writes the three files into {@code folder}; {@code jobs.csv} streams to disk row by row. */
  public static void write(Path folder, SimulationResult result, String scenario) {
    write(folder, result, scenario, Optional.empty());
  }

  /** As {@link #write(Path, SimulationResult, String)}, {@code summary.json} recording {@code setup}. */
  public static void write(Path folder, SimulationResult result, String scenario, Setup setup) {
    write(folder, result, scenario, Optional.of(setup));
  }

  private static void write(Path folder, SimulationResult result, String scenario, Optional<Setup> setup) {
    try (AtomicWriter jobs = AtomicWriter.open(folder.resolve(JOBS))) {
      jobsCsv(result.jobs(), jobs);
      jobs.commit();
    }
    AtomicFiles.writeText(folder.resolve(ENERGY), energyCsv(result.energy()));
    ObjectNode summary = summary(result, scenario);
    setup.ifPresent(s -> {
      summary.put("platform", s.platform());
      summary.put("platformFile", s.platformFile());
      summary.put("offers", s.offers());
      ObjectNode options = summary.putObject("policyOptions");
      s.policyOptions().forEach(options::put);
    });
    AtomicFiles.writeText(folder.resolve(SUMMARY), JsonOut.toText(summary));
  }

  /** One row per arrival. */
  public static String jobsCsv(List<JobRecord> jobs) {
    StringBuilder out = new StringBuilder();
    jobsCsv(jobs, out);
    return out.toString();
  }

  private static void jobsCsv(List<JobRecord> jobs, Appendable out) {
    Rows rows = new Rows(out);
    rows.add("job,template,arrival_s,start_s,finish_s,node,cores,migrations,preemptions,value,energy_j,status\n");
    for (JobRecord j : jobs) {
      rows.add(Csv.text(j.id())).add(",").add(Csv.text(j.templateId())).add(",")
          .add(Csv.number(j.arrivalSeconds())).add(",").add(Csv.number(j.startSeconds())).add(",")
          .add(Csv.number(j.finishSeconds())).add(",").add(Csv.text(j.node())).add(",")
          .add(Integer.toString(j.cores())).add(",").add(Integer.toString(j.migrations())).add(",")
          .add(Integer.toString(j.preemptions())).add(",").add(Csv.number(j.value())).add(",")
          .add(Csv.number(j.energyJoules())).add(",").add(j.status().label()).add("\n");
    }
  }

  /** Appends to a builder or an {@link AtomicWriter} alike. */
  private record Rows(Appendable out) {
    Rows add(CharSequence text) {
      try {
        out.append(text);
        return this;
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
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
