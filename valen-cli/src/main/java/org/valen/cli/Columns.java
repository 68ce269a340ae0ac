package org.valen.cli;

import java.util.List;

/** Text in aligned columns, each as wide as its widest cell, for listings (policies, experiments). */
final class Columns {
  private Columns() {}

  /** The rows, every column but the last padded to its widest cell plus two spaces; one line per row. */
  static String aligned(List<String[]> rows) {
    int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int c = 0; c < row.length; c++) {
        widths[c] = Math.max(widths[c], row[c].length());
      }
    }
    StringBuilder text = new StringBuilder();
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.length; c++) {
        line.append(c + 1 < row.length ? String.format("%-" + (widths[c] + 2) + "s", row[c]) : row[c]);
      }
      text.append(line.toString().stripTrailing()).append(System.lineSeparator());
    }
    return text.toString();
  }
}
