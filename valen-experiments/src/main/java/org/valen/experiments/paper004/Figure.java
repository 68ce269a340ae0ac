package org.valen.experiments.paper004;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.hc.paper004.workload.BurstParameters;
import org.valen.hc.paper004.workload.Paper004TrialParameters;
import org.valen.hc.paper004.workload.UtilityClassSet;

/**
 * Paper 004's five figures (section V): what each sweeps, the settings it compares (every other
 * parameter at the paper's default: 20 utility classes, B = 64, both flags true, critical tasks of
 * 10 minutes) and which measure it shows. Figs. 6 and 7 run the same settings; 6 shows the
 * percentage of the maximum utility, 7 the percentage of tasks completed.
 */
public enum Figure {
  FIG3("paper004-fig3", "% of maximum utility by utility class set (paper 004, Fig. 3)", "utility_class_set",
      "utility class set", false),
  FIG4("paper004-fig4", "% of maximum utility by burst size (paper 004, Fig. 4)", "burst_size", "mean burst size B",
      false),
  FIG5("paper004-fig5", "% of maximum utility by the probability of the preemption flags (paper 004, Fig. 5)",
      "flag_probability", "% of tasks that can preempt / be preempted", false),
  FIG6("paper004-fig6", "% of maximum utility by the mean critical execution time (paper 004, Fig. 6)",
      "critical_minutes", "mean execution time of critical tasks (minutes)", false),
  FIG7("paper004-fig7", "% of tasks completed by the mean critical execution time (paper 004, Fig. 7)",
      "critical_minutes", "mean execution time of critical tasks (minutes)", true);

  private final String id;
  private final String title;
  private final String parameter;
  private final String axis;
  private final boolean completedShare;

  Figure(String id, String title, String parameter, String axis, boolean completedShare) {
    this.id = id;
    this.title = title;
    this.parameter = parameter;
    this.axis = axis;
    this.completedShare = completedShare;
  }

  public String id() {
    return id;
  }

  public String title() {
    return title;
  }

  /** The swept parameter's column value in {@code runs.csv}. */
  public String parameter() {
    return parameter;
  }

  /** The swept parameter, in words, for plots. */
  public String axis() {
    return axis;
  }

  /** Whether the figure shows the % of tasks completed (Fig. 7) rather than the % of maximum utility. */
  public boolean completedShare() {
    return completedShare;
  }

  /** The settings compared, in the paper's order, from {@code base} (the paper's defaults). */
  public List<Case> cases(Paper004TrialParameters base) {
    List<Case> out = new ArrayList<>();
    switch (this) {
      case FIG3 -> {
        for (UtilityClassSet set : UtilityClassSet.values()) {
          out.add(new Case(parameter, set.id(), base.withBursts(base.bursts().withUtility(set)), 1));
        }
      }
      case FIG4 -> {
        for (int b : new int[] {1, 16, 32, 64, 128}) {
          out.add(new Case(parameter, String.valueOf(b), base.withBursts(base.bursts().withMeanBurstSize(b)), 1));
        }
      }
      case FIG5 -> {
        for (int percent = 0; percent <= 100; percent += 20) {
          out.add(new Case(parameter, String.valueOf(percent), base, percent / 100.0));
        }
      }
      case FIG6, FIG7 -> {
        for (int minutes : new int[] {10, 30, 50}) {
          out.add(new Case(parameter, String.valueOf(minutes),
              base.withSystem(base.system().withCriticalMeanSeconds(minutes * 60.0)), 1));
        }
      }
    }
    return out;
  }

  /** The paper's defaults, measured over {@code days} days instead of one (the fill stays 4 h). */
  public static Paper004TrialParameters base(double days) {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    BurstParameters b = p.bursts();
    return p.withBursts(b.withMeasuredHours(Math.max(1, Math.round(days * 1440)) / 60.0));
  }

  /** The figure named {@code id}, e.g. {@code paper004-fig4}. */
  public static Figure of(String id) {
    for (Figure f : values()) {
      if (f.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
        return f;
      }
    }
    throw new IllegalArgumentException("unknown paper 004 figure '" + id + "'");
  }
}
