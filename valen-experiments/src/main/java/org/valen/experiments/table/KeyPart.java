package org.valen.experiments.table;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.valen.runtime.output.Csv;

/**
 * A part of the key columns of {@code runs.csv}: one or more columns written from a {@link RunKey}
 * and read back into what a report needs (the sweep value, the seed, the label). A preset arranges
 * the parts as the paper's files have them ({@link RowLayout}).
 */
public interface KeyPart {

  /** The headers of its columns; {@code swept} tells whether the experiment sweeps a parameter. */
  List<String> headers(boolean swept);

  /** Its cells for {@code key}. */
  List<String> cells(RunKey key, boolean swept);

  /** What its cells, by header, say about the run (sets the fields of {@code read} it knows). */
  default void read(Map<String, String> cells, Read read) {}

  /** How it writes the sweep value {@code x} as the scenario gives it; empty if it does not write it. */
  default java.util.Optional<String> xCell(String x) {
    return java.util.Optional.empty();
  }

  /** What the key columns of a row say: the sweep value's cell, the seed and the label. */
  final class Read {
    String x = "";
    long seed = -1;
    String label;
  }

  /** The experiment's id. */
  static KeyPart experiment() {
    return column("experiment", k -> Csv.text(k.experiment()));
  }

  /** The trial's number (the seed), under {@code header}. */
  static KeyPart seed(String header) {
    return read(header, k -> Long.toString(k.seed()), (cell, read) -> read.seed = Long.parseLong(cell));
  }

  /** The label, under {@code header} (e.g. {@code policy}, {@code heuristic}). */
  static KeyPart label(String header) {
    return read(header, k -> Csv.text(k.label()), (cell, read) -> read.label = cell);
  }

  /** One column with {@code cell} of a key, read back into a {@link Read} by {@code reader}. */
  private static KeyPart read(String header, Function<RunKey, String> cell,
      java.util.function.BiConsumer<String, Read> reader) {
    return new KeyPart() {
      @Override
      public List<String> headers(boolean swept) {
        return List.of(header);
      }

      @Override
      public List<String> cells(RunKey key, boolean swept) {
        return List.of(cell.apply(key));
      }

      @Override
      public void read(Map<String, String> cells, Read read) {
        reader.accept(cells.get(header), read);
      }
    };
  }

  /**
   * The swept parameter's id and value under {@code parameterHeader} and {@code xHeader}: the value
   * as a number in Java's form ({@code numeric}: 3 is written 3.0) or as written. {@code always}:
   * the two columns are there (empty) when nothing is swept; else only in a sweep.
   */
  static KeyPart sweep(String parameterHeader, String xHeader, boolean numeric, boolean always) {
    return new KeyPart() {
      @Override
      public List<String> headers(boolean swept) {
        return swept || always ? List.of(parameterHeader, xHeader) : List.of();
      }

      @Override
      public List<String> cells(RunKey key, boolean swept) {
        if (!swept && !always) {
          return List.of();
        }
        return List.of(Csv.text(key.parameter().orElse("")), key.x().map(this::write).orElse(""));
      }

      @Override
      public java.util.Optional<String> xCell(String x) {
        return java.util.Optional.of(write(x));
      }

      private String write(String x) {
        return Csv.text(numeric ? Csv.number(Double.parseDouble(x)) : x);
      }

      @Override
      public void read(Map<String, String> cells, Read read) {
        if (cells.containsKey(xHeader)) {
          read.x = cells.get(xHeader);
        }
      }
    };
  }

  /** The value of setup field {@code field} at the run's sweep value, under {@code header}. */
  static KeyPart setupField(String header, String field) {
    return column(header, k -> Csv.text(k.setup().getOrDefault(field, "")));
  }

  /** One column with {@code cell} of a key; read back by no one. */
  static KeyPart column(String header, Function<RunKey, String> cell) {
    return read(header, cell, (c, read) -> {});
  }
}
