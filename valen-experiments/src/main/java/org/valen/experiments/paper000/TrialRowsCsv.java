package org.valen.experiments.paper000;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.CsvInput;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.runtime.output.Csv;

/** The tidy {@code runs.csv} of paper 000's experiments: one row per trial × configuration, seed included. */
public final class TrialRowsCsv {
  public static final String HEADER;

  static {
    StringBuilder h = new StringBuilder("experiment,trial,seed,heuristic,environment,filter,day_start_s,day_end_s,energy_budget_j,arrivals,"
        + "completed,dropped,utility,max_utility");
    for (double p : TrialRow.PRIORITIES) {
      h.append(",utility_p").append((int) p).append(",max_utility_p").append((int) p);
    }
    h.append(",energy_j,energy_left_j,budget_exhausted_h");
    for (int k = 1; k <= TrialRow.STEPS; k++) {
      h.append(String.format(java.util.Locale.ROOT, ",utility_by_%02d", k));
    }
    HEADER = h.toString();
  }

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
    StringBuilder out = new StringBuilder();
    Configuration c = r.configuration();
    out.append(Csv.text(r.experiment())).append(',').append(r.trial()).append(',').append(r.seed()).append(',')
        .append(Csv.text(c.heuristic())).append(',').append(c.environment().label()).append(',').append(c.filter())
        .append(',').append(Csv.number(r.dayStartSeconds())).append(',').append(Csv.number(r.dayEndSeconds()))
        .append(',').append(Csv.number(r.energyBudgetJoules())).append(',').append(r.arrivals()).append(',')
        .append(r.completed()).append(',').append(r.dropped()).append(',').append(Csv.number(r.utility())).append(',')
        .append(Csv.number(r.maxUtility()));
    for (TrialRow.PriorityShare s : r.byPriority()) {
      out.append(',').append(Csv.number(s.utility())).append(',').append(Csv.number(s.maxUtility()));
    }
    out.append(',').append(Csv.number(r.energyJoules())).append(',').append(Csv.number(r.energyLeftJoules()))
        .append(',').append(Csv.number(r.budgetExhaustedHours()));
    for (double u : r.cumulativeUtility()) {
      out.append(',').append(Csv.number(u));
    }
    return out.toString();
  }

  /** Reads a {@code runs.csv} back: plots and reports are made again from it alone. */
  public static List<TrialRow> read(Path file) {
    return CsvInput.read(file, HEADER, TrialRowsCsv::parse);
  }

  /** Data lines without the header, as {@link #line} wrote them ({@code source} names them in a message). */
  public static List<TrialRow> parse(String source, List<String> lines) {
    return CsvInput.parse(source, HEADER, lines, 2, TrialRowsCsv::parse);
  }

  private static TrialRow parse(String[] f) {
    int at = 14;
    List<TrialRow.PriorityShare> shares = new ArrayList<>();
    for (int p = 0; p < TrialRow.PRIORITIES.size(); p++, at += 2) {
      shares.add(new TrialRow.PriorityShare(number(f[at]), number(f[at + 1])));
    }
    double energy = number(f[at]);
    double exhausted = number(f[at + 2]);
    at += 3;
    List<Double> cumulative = new ArrayList<>();
    for (int k = 0; k < TrialRow.STEPS; k++) {
      cumulative.add(number(f[at + k]));
    }
    return new TrialRow(f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]),
        new Configuration(f[3], Environment.of(f[4]), f[5]), number(f[6]), number(f[7]), number(f[8]),
        Integer.parseInt(f[9]), Integer.parseInt(f[10]), Integer.parseInt(f[11]), number(f[12]), number(f[13]), shares,
        energy, exhausted, cumulative);
  }

  private static double number(String text) {
    return text.isEmpty() ? Double.NaN : Double.parseDouble(text);
  }
}
