package org.valen.experiments.table;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.io.AtomicFiles;

/**
 * The tidy {@code runs.csv} of an experiment: one row per run, its key columns and its measures as
 * the preset's {@link RowLayout} arranges them. Written from the units' lines, read back for the
 * summary, plots and report.
 */
public final class RunTable {
  /** The file's name in an experiment's folder. */
  public static final String FILE = "runs.csv";

  private RunTable() {}

  /** The header line of {@code layout}. */
  public static String header(RowLayout layout, boolean swept) {
    return String.join(",", layout.header(swept));
  }

  /** Writes {@code header} and every line, each ended by a line break, atomically into {@code folder}. */
  public static void write(Path folder, String header, List<String> lines) {
    StringBuilder out = new StringBuilder(header).append('\n');
    lines.forEach(l -> out.append(l).append('\n'));
    AtomicFiles.writeText(folder.resolve(FILE), out.toString());
  }

  /**
   * Reads {@code folder}'s {@code runs.csv} back; its header must be {@code layout}'s.
   *
   * @throws org.valen.model.io.InvalidInputException naming the file and line of a problem
   */
  public static List<RunRow> read(Path folder, RowLayout layout, boolean swept) {
    List<String> header = layout.header(swept);
    return CsvInput.read(folder.resolve(FILE), String.join(",", header), rows(layout, header));
  }

  /** Data lines (no header) as {@link #write} wrote them; {@code source} names them in a message. */
  public static List<RunRow> parse(String source, RowLayout layout, boolean swept, List<String> lines) {
    List<String> header = layout.header(swept);
    return CsvInput.parse(source, String.join(",", header), lines, 2, rows(layout, header));
  }

  private static CsvInput.Row<RunRow> rows(RowLayout layout, List<String> header) {
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < header.size(); i++) {
      index.put(header.get(i), i);
    }
    return fields -> layout.row(header, index, fields);
  }
}
