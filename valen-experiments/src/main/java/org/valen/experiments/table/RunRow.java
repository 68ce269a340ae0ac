package org.valen.experiments.table;

import java.util.List;
import java.util.Map;

/**
 * One row of {@code runs.csv} as read back: its cells by column name, and what its key columns say
 * (the sweep value as written, the seed, the policy's label). Numbers are read when asked for.
 */
public final class RunRow {
  private final Map<String, Integer> index;
  private final String[] cells;
  private final String x;
  private final long seed;
  private final String label;

  RunRow(Map<String, Integer> index, String[] cells, String x, long seed, String label) {
    this.index = index;
    this.cells = cells.clone();
    this.x = x;
    this.seed = seed;
    this.label = label;
  }

  /** The sweep value's cell ({@link RowLayout#xCell}); empty if nothing is swept. */
  public String x() {
    return x;
  }

  public long seed() {
    return seed;
  }

  /** The label of the policy entry that ran. */
  public String label() {
    return label;
  }

  /** The cell of {@code column}, as written. */
  public String text(String column) {
    Integer i = index.get(column);
    if (i == null) {
      throw new IllegalArgumentException("runs.csv has no column " + column + "; it has " + index.keySet());
    }
    return cells[i];
  }

  /** The number in {@code column}; NaN if the cell is empty. */
  public double number(String column) {
    return Column.parseNumber(text(column));
  }

  /** The numbers in {@code column} (a {@link Column.Format#NUMBERS} column). */
  public List<Double> numbers(String column) {
    return Column.parseNumbers(text(column));
  }

  /** Whether {@code runs.csv} has {@code column}. */
  public boolean has(String column) {
    return index.containsKey(column);
  }
}
