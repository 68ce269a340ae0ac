package org.valen.experiments;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.valen.runtime.output.Csv;

/** The tidy {@code runs.csv}: one row per (value, policy, seed), seed included. */
public final class RunsCsv {
  public static final String HEADER = "experiment,parameter,x,policy,seed,jobs,value,value_upper_bound,"
      + "job_energy_j,idle_energy_j,value_per_joule,rejected_percent,migrations,value_lost_late,value_lost_rejected,"
      + "late_lost_queueing,joules_per_work_second,level_time_shares";

  private RunsCsv() {}

  public static String text(List<RunRow> rows) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (RunRow r : rows) {
      out.append(line(r)).append('\n');
    }
    return out.toString();
  }

  /** One row's line, without the line break. */
  public static String line(RunRow r) {
    StringBuilder out = new StringBuilder();
    out.append(Csv.text(r.experiment())).append(',').append(r.parameter()).append(',').append(Csv.number(r.x()))
        .append(',').append(Csv.text(r.policy())).append(',').append(r.seed()).append(',').append(r.jobs())
        .append(',').append(Csv.number(r.totalValue())).append(',').append(Csv.number(r.valueUpperBound()))
        .append(',').append(Csv.number(r.jobEnergyJoules())).append(',').append(Csv.number(r.idleEnergyJoules()))
        .append(',').append(Csv.number(r.valuePerJoule())).append(',').append(Csv.number(r.rejectedPercent()))
        .append(',').append(r.migrations()).append(',').append(Csv.number(r.valueLostToLateness()))
        .append(',').append(Csv.number(r.valueLostToRejection())).append(',').append(Csv.number(r.lateValueLostToQueueing()))
        .append(',').append(Csv.number(r.joulesPerWorkSecond())).append(',').append(shares(r.levelTimeShares()));
    return out.toString();
  }

  /** Reads a {@code runs.csv} back, for plots and reports made again from it. */
  public static List<RunRow> read(Path file) {
    return CsvInput.read(file, HEADER, f -> new RunRow(f[0], f[1], Double.parseDouble(f[2]), f[3],
        Long.parseLong(f[4]), Integer.parseInt(f[5]), Double.parseDouble(f[6]), Double.parseDouble(f[7]),
        Double.parseDouble(f[8]), Double.parseDouble(f[9]), Double.parseDouble(f[10]), Double.parseDouble(f[11]),
        Integer.parseInt(f[12]), Double.parseDouble(f[13]), Double.parseDouble(f[14]), Double.parseDouble(f[15]),
        Double.parseDouble(f[16]), shares(f[17])));
  }

  /** Level shares as one field: numbers separated by spaces, fastest level first. */
  static String shares(List<Double> shares) {
    return String.join(" ", shares.stream().map(Csv::number).toList());
  }

  static List<Double> shares(String field) {
    return field.isBlank() ? List.of() : Arrays.stream(field.trim().split(" +")).map(Double::parseDouble).toList();
  }
}
