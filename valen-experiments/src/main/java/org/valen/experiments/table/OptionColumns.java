package org.valen.experiments.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.valen.runtime.output.Csv;

/**
 * The label of a run as the policy's name and some of its options in columns of their own, as
 * papers 000 and 002 name their configurations ({@code heuristic,environment,filter}: {@code
 * MaxUPE,polled,on} for the label {@code MaxUPE polled filter}). A policy whose label is not the
 * one these columns spell (a policy added to the paper's figure, say) is written as its label in
 * the first column and empty option columns, so that every label reads back as it was.
 */
public final class OptionColumns implements KeyPart {
  /** An option column: its header and its cell for an entry. */
  public record Option(String header, Function<PolicyEntry, String> cell) {}

  private final String policyHeader;
  private final List<Option> options;
  private final Function<List<String>, String> labelOf;

  /**
   * @param policyHeader the first column's header: the policy's name
   * @param options the option columns
   * @param labelOf the label the cells spell: the policy's name, then the option cells
   */
  public OptionColumns(String policyHeader, List<Option> options, Function<List<String>, String> labelOf) {
    this.policyHeader = policyHeader;
    this.options = List.copyOf(options);
    this.labelOf = labelOf;
  }

  @Override
  public List<String> headers(boolean swept) {
    List<String> headers = new ArrayList<>(List.of(policyHeader));
    options.forEach(o -> headers.add(o.header()));
    return headers;
  }

  @Override
  public List<String> cells(RunKey key, boolean swept) {
    List<String> cells = new ArrayList<>(List.of(key.entry().policy()));
    options.forEach(o -> cells.add(o.cell().apply(key.entry())));
    if (labelOf.apply(cells).equals(key.label())) {
      return cells.stream().map(Csv::text).toList();
    }
    List<String> own = new ArrayList<>(List.of(Csv.text(key.label())));
    options.forEach(o -> own.add(""));
    return own;
  }

  @Override
  public void read(Map<String, String> cells, Read read) {
    List<String> values = headers(false).stream().map(cells::get).toList();
    boolean own = values.subList(1, values.size()).stream().allMatch(String::isEmpty);
    read.label = own ? values.get(0) : labelOf.apply(values);
  }
}
