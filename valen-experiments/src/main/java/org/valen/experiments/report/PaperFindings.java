package org.valen.experiments.report;

import java.util.List;

/**
 * A paper's findings of one figure with its id, source and differences given once; the paper's
 * class says what its runs show ({@link #verdicts}, {@link #sections}).
 */
public abstract class PaperFindings implements Findings {
  private final String id;
  private final String source;
  private final List<String> differences;

  protected PaperFindings(String id, String source, List<String> differences) {
    this.id = id;
    this.source = source;
    this.differences = List.copyOf(differences);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String source() {
    return source;
  }

  @Override
  public final List<String> differences() {
    return differences;
  }
}
