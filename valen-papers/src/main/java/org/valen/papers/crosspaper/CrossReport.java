package org.valen.papers.crosspaper;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The cross-paper table as Markdown: a row per policy, a column per workload; a cell gives the value
 * earned as a share of the upper bound, the value per MJ of job energy and the share of jobs
 * rejected, or a numbered note saying why the policy does not serve that workload.
 */
final class CrossReport {
  private CrossReport() {}

  static String markdown(String title, List<CrossRow> rows, List<CrossWorkload> workloads, List<String> plots,
      String command) {
    StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
    md.append("Made by `").append(command).append("`.\n\n");
    md.append("Every policy on the class path runs with its default options (and what the workload's setup gives the\n"
        + "policies that take it: paper 001's checkpoint interval, paper 000's day) on seed 1 of each workload; its\n"
        + "offers come from the committed design-time profiles where they fit. Workloads:\n\n");
    for (CrossWorkload w : workloads) {
      md.append("- `").append(w.id()).append("`: ").append(w.title());
      if (w.preset() instanceof org.valen.papers.paper004.Paper004TrialPreset) { // its ceiling (issue 32)
        md.append("; ").append(org.valen.papers.paper004.Paper004TrialPreset.ceilingNote(w.setup(), 1));
      }
      md.append('\n');
    }
    md.append("\n").append(table(rows, workloads)).append('\n');
    for (String plot : plots) {
      md.append("![").append(plot).append("](").append(plot).append(")\n");
    }
    return md.toString();
  }

  /**
   * The table and its notes. A cell reads "value % of the bound · value per MJ · rejected %"; bold
   * marks what a policy's own paper ran, every other cell is new relative to the papers.
   */
  static String table(List<CrossRow> rows, List<CrossWorkload> workloads) {
    Set<String> policies = new LinkedHashSet<>();
    rows.forEach(r -> policies.add(r.policy()));
    List<String> notes = new ArrayList<>();
    StringBuilder md = new StringBuilder("| policy |");
    workloads.forEach(w -> md.append(' ').append(w.id()).append(" |"));
    md.append("\n|---|");
    workloads.forEach(w -> md.append("---|"));
    md.append('\n');
    for (String p : policies) {
      md.append("| ").append(p).append(" |");
      for (CrossWorkload w : workloads) {
        CrossRow r = rows.stream().filter(x -> x.policy().equals(p) && x.workload().equals(w.id())).findFirst().orElse(null);
        md.append(' ').append(cell(r, notes)).append(" |");
      }
      md.append('\n');
    }
    md.append("\nA cell: value earned as % of the upper bound (every job at its full value) · value per MJ of job energy ·"
        + " % of jobs rejected (dropped, or finished at zero value). **Bold**: what the policy's own paper ran;"
        + " every other cell is new relative to the papers. A number in brackets: the policy does not serve that"
        + " workload, for the reason below.\n\n");
    for (int i = 0; i < notes.size(); i++) {
      md.append(i + 1).append(". ").append(notes.get(i)).append('\n');
    }
    return md.toString();
  }

  private static String cell(CrossRow r, List<String> notes) {
    if (r == null) {
      return "";
    }
    if (!r.ran()) {
      int at = notes.indexOf(r.refusal());
      if (at < 0) {
        notes.add(r.refusal());
        at = notes.size() - 1;
      }
      return "[" + (at + 1) + "]";
    }
    String text = String.format(Locale.ROOT, "%.1f %% · %.0f/MJ · %.1f %%", r.valuePercent(), r.valuePerMegajoule(),
        r.rejectedPercent());
    return r.own() ? "**" + text + "**" : text;
  }
}
