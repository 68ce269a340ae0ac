package org.valen.experiments.report;

import java.util.List;

/**
 * The shape every report has, leading with the answer: the title and what made it ({@link
 * Provenance}), the paper's findings beside ours, the plots (each with a link to its SVG), then
 * tables, the setup and where ours differ. Scenarios ({@link Report}) and paper 003's optimizer
 * figures both write their reports with it.
 */
public final class ReportPage {
  private final StringBuilder md = new StringBuilder();

  /** A page titled {@code title}, made as {@code provenance} says. */
  public ReportPage(String title, Provenance provenance) {
    md.append("# ").append(title).append("\n\n").append(provenance.line())
        .append(" Every figure below comes from `runs.csv` in this folder.\n\n");
  }

  /** A paragraph. */
  public ReportPage paragraph(String text) {
    md.append(text).append("\n\n");
    return this;
  }

  /** The paper's findings beside ours, from {@code source}; nothing if there are none. */
  public ReportPage verdicts(String source, List<String> lines) {
    return bullets("Against the paper (" + source + ")", lines);
  }

  /** A section of bullets; nothing if there are none. */
  public ReportPage bullets(String heading, List<String> lines) {
    if (!lines.isEmpty()) {
      md.append("## ").append(heading).append("\n\n");
      lines.forEach(line -> md.append("- ").append(line).append('\n'));
      md.append('\n');
    }
    return this;
  }

  /** The plots, each PNG shown and its SVG linked. */
  public ReportPage plots(List<String> pngs) {
    if (!pngs.isEmpty()) {
      md.append("## Plots\n\n");
      for (String p : pngs) {
        String svg = p.replaceAll("\\.png$", ".svg");
        md.append("![").append(p).append("](").append(p).append(")\n\n[").append(svg).append("](").append(svg)
            .append(")\n\n");
      }
    }
    return this;
  }

  /** A section of markdown under {@code heading}. */
  public ReportPage section(String heading, String markdown) {
    md.append("## ").append(heading).append("\n\n").append(markdown);
    if (!markdown.endsWith("\n\n")) {
      md.append(markdown.endsWith("\n") ? "\n" : "\n\n");
    }
    return this;
  }

  /** Markdown as it is (sections of their own). */
  public ReportPage raw(String markdown) {
    md.append(markdown);
    return this;
  }

  public String markdown() {
    return md.toString();
  }
}
