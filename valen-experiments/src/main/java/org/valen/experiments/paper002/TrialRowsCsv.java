package org.valen.experiments.paper002;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.CsvInput;
import org.valen.hc.paper002.Filter;
import org.valen.hc.paper002.outcome.Outcome;
import org.valen.hc.paper002.outcome.Outcomes;
import org.valen.runtime.output.Csv;

/**
 * The tidy {@code runs.csv} of paper 002's experiments: one row per trial × variant, seed included,
 * with a count per {@link Outcome}, the per-trial floor and the energy.
 */
public final class TrialRowsCsv {
  public static final String HEADER;
  private static final int OUTCOMES = Outcome.values().length;

  static {
    StringBuilder h = new StringBuilder("experiment,pattern,trial,seed,heuristic,filter,cancellation,tasks");
    for (Outcome o : Outcome.values()) {
      h.append(',').append(o.label().replace('-', '_'));
    }
    HEADER = h.append(",missed_pct,floor_tasks,floor_pct,energy_j,budget_j,budget_exhausted_h").toString();
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
    Variant v = r.variant();
    out.append(Csv.text(r.experiment())).append(',').append(r.pattern()).append(',').append(r.trial()).append(',')
        .append(r.seed()).append(',').append(v.heuristic()).append(',').append(v.filter().label()).append(',')
        .append(v.cancellation() ? "on" : "off").append(',').append(r.outcomes().tasks());
    for (Outcome o : Outcome.values()) {
      out.append(',').append(r.count(o));
    }
    out.append(',').append(Csv.fixed(r.missedPercent(), 4)).append(',').append(r.floorTasks()).append(',')
        .append(Csv.fixed(r.floorPercent(), 4)).append(',').append(Csv.number(r.energyJoules())).append(',')
        .append(Csv.number(r.budgetJoules())).append(',')
        .append(Double.isFinite(r.budgetExhaustedHours()) ? Csv.fixed(r.budgetExhaustedHours(), 6) : "");
    return out.toString();
  }

  /** Reads a {@code runs.csv} back: summary, plots and report are made again from it alone. */
  public static List<TrialRow> read(Path file) {
    return CsvInput.read(file, HEADER, TrialRowsCsv::parse);
  }

  private static TrialRow parse(String[] f) {
    int[] counts = new int[OUTCOMES];
    for (int i = 0; i < OUTCOMES; i++) {
      counts[i] = Integer.parseInt(f[8 + i]);
    }
    int at = 8 + OUTCOMES;
    double exhausted = f.length > at + 5 && !f[at + 5].isEmpty() ? Double.parseDouble(f[at + 5]) * 3600
        : Double.POSITIVE_INFINITY;
    Variant v = new Variant(f[4], Filter.of(f[5]), f[6].equals("on"));
    return new TrialRow(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), v, new Outcomes(counts, exhausted),
        Integer.parseInt(f[at + 1]), Double.parseDouble(f[at + 3]), Double.parseDouble(f[at + 4]));
  }
}
