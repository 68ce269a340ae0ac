package org.valen.experiments.paper004;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.CsvInput;
import org.valen.runtime.output.Csv;

/** The tidy {@code runs.csv} of paper 004's experiments: one row per setting × trial × heuristic. */
public final class TrialRowsCsv {
  public static final String HEADER = "experiment,trial,seed,parameter,value,heuristic,arrivals,completed,utility,"
      + "max_utility,critical_utility,critical_max_utility,percent_of_max,percent_completed,preemptions,dropped";

  private TrialRowsCsv() {}

  public static String text(List<TrialRow> rows) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (TrialRow r : rows) {
      out.append(line(r)).append('\n');
    }
    return out.toString();
  }

  /** One row's line, without the line break. */
  public static String line(TrialRow r) {
    return new StringBuilder().append(Csv.text(r.experiment())).append(',').append(r.trial()).append(',')
        .append(r.trial()).append(',').append(Csv.text(r.parameter())).append(',').append(Csv.text(r.value()))
        .append(',').append(Csv.text(r.heuristic())).append(',').append(r.arrivals()).append(',').append(r.completed())
        .append(',').append(Csv.number(r.utility())).append(',').append(Csv.number(r.maxUtility())).append(',')
        .append(Csv.number(r.criticalUtility())).append(',').append(Csv.number(r.criticalMaxUtility())).append(',')
        .append(Csv.fixed(r.percentOfMaximum(), 4)).append(',').append(Csv.fixed(r.percentCompleted(), 4))
        .append(',').append(r.preemptions()).append(',').append(r.dropped()).toString();
  }

  /** Reads a {@code runs.csv} back: summary, plots and report are made again from it alone. */
  public static List<TrialRow> read(Path file) {
    return CsvInput.read(file, HEADER, f -> new TrialRow(f[0], Integer.parseInt(f[1]), f[3], f[4], f[5],
        Integer.parseInt(f[6]), Integer.parseInt(f[7]), Double.parseDouble(f[8]), Double.parseDouble(f[9]),
        Double.parseDouble(f[10]), Double.parseDouble(f[11]), Long.parseLong(f[14]), Long.parseLong(f[15])));
  }
}
