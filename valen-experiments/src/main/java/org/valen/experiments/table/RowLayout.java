package org.valen.experiments.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The columns of a preset's {@code runs.csv}: the key columns, arranged as the paper's files have
 * them from the common parts every run has ({@link KeyPart}: experiment, sweep value, trial and
 * seed, policy), then {@value #OFFERS} (where the policy's offers came from: {@code profiles} or
 * {@code model}, {@code OfferOrigin}), then the measure columns of what a run measures ({@link
 * Column}), and the order of the rows. One writer and one reader serve every preset.
 *
 * @param key the key parts, in column order
 * @param measures the measure columns, after the key
 * @param order the order of the rows within each sweep value
 */
public record RowLayout(List<KeyPart> key, List<Column> measures, Order order) {
  /** The column that tells where a run's offers came from, after the key columns. */
  public static final String OFFERS = "offers";

  /** The order of a sweep value's rows. */
  public enum Order {
    /** Every seed of a policy, then the next policy (paper 001's sweeps). */
    POLICY_THEN_SEED,
    /** Every policy on a trial, then the next trial (the CSU papers' trials). */
    SEED_THEN_POLICY
  }

  public RowLayout {
    key = List.copyOf(key);
    measures = List.copyOf(measures);
    Objects.requireNonNull(order, "order");
  }

  /** The header of {@code runs.csv}. */
  public List<String> header(boolean swept) {
    List<String> header = new ArrayList<>();
    key.forEach(k -> header.addAll(k.headers(swept)));
    header.add(OFFERS);
    measures.forEach(c -> header.add(c.name()));
    return header;
  }

  /** A run's line of {@code runs.csv} (no line break): its key's cells, then its measured cells by column name. */
  public String line(RunKey runKey, boolean swept, Map<String, Object> cells) {
    StringBuilder line = new StringBuilder();
    for (KeyPart k : key) {
      for (String cell : k.cells(runKey, swept)) {
        line.append(line.length() == 0 ? "" : ",").append(cell);
      }
    }
    line.append(',').append(runKey.offers().label());
    for (Column c : measures) {
      Object value = cells.get(c.name());
      if (value == null) {
        throw new IllegalStateException("the measure gave no value for column " + c.name() + "; it gave " + cells.keySet());
      }
      line.append(',').append(c.write(value));
    }
    return line.toString();
  }

  /** How the sweep columns write the value {@code x} (as the scenario gives it). */
  public String xCell(String x) {
    return key.stream().map(k -> k.xCell(x)).flatMap(Optional::stream).findFirst().orElse(x);
  }

  /** A row read back: its key columns tell its sweep value's cell, seed and label. */
  RunRow row(List<String> header, Map<String, Integer> index, String[] fields) {
    Map<String, String> cells = new HashMap<>();
    for (int i = 0; i < header.size(); i++) {
      cells.put(header.get(i), fields[i]);
    }
    KeyPart.Read read = new KeyPart.Read();
    key.forEach(k -> k.read(cells, read));
    if (read.label == null || read.seed < 0) {
      throw new IllegalArgumentException("the key columns name no label or seed");
    }
    return new RunRow(index, fields, read.x, read.seed, read.label);
  }
}
