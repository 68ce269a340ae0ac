package org.valen.papers.realtrace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.valen.experiments.report.Findings;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Workload;

/**
 * The report sections of {@code valen experiment real-trace}: how the trace differs from a
 * generated workload of the same jobs at the same offered load ({@link WorkloadTraits}), every
 * sentence computed from the data, and which approach wins at each load.
 */
final class RealTraceFindings implements Findings {
  @Override
  public String id() {
    return "real-trace";
  }

  @Override
  public String sections(Summary summary) {
    Scenario sc = summary.scenario();
    var setup = sc.setup();
    ValenFiles.LoadedWorkload month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    int cores = setup.integer("nodes") * setup.integer("coresPerNode");
    Workload trace = TracePreset.replay(month.workload(), setup.number("days"), 1.0);
    WorkloadTraits real = WorkloadTraits.of(trace, month.catalogue(), cores);
    Workload generated = WorkloadGenerator.generate(month.catalogue(), Bundled.NASA_IPSC_CATALOGUE,
        WorkloadParameters.defaults(cores).withDays(Math.min(setup.number("days"), TracePreset.MONTH_DAYS))
            .withLoad(real.offeredLoad()), 1);
    WorkloadTraits made = WorkloadTraits.of(generated, month.catalogue(), cores);
    StringBuilder md = new StringBuilder("## The trace beside a generated workload\n\n");
    md.append("The same job classes and the same offered load as `valen generate workload` makes them (seed 1:"
        + " Poisson arrivals, 3× the rate on weekdays 08:00–20:00, classes drawn uniformly), against the trace at"
        + " its own rate, on ").append(cores).append(" cores:\n\n");
    md.append("| | trace | generated |\n|---|---|---|\n");
    row(md, "arrivals", "%.0f", real.arrivals(), made.arrivals());
    row(md, "offered load (work ÷ capacity)", "%.2f", real.offeredLoad(), made.offeredLoad());
    row(md, "inter-arrival CV (Poisson: 1)", "%.2f", real.interArrivalCv(), made.interArrivalCv());
    row(md, "busiest hour ÷ mean hour", "%.1f", real.busiestHourRatio(), made.busiestHourRatio());
    row(md, "arrivals 08:00–20:00 (%)", "%.1f", 100 * real.daytimeShare(), 100 * made.daytimeShare());
    row(md, "mean tasks (cores) per job", "%.2f", real.meanTasks(), made.meanTasks());
    row(md, "jobs of one task (%)", "%.1f", 100 * real.oneTaskShare(), 100 * made.oneTaskShare());
    row(md, "median critical path (s)", "%.0f", real.medianCriticalPathSeconds(), made.medianCriticalPathSeconds());
    row(md, "job classes used", "%.0f", real.templatesUsed(), made.templatesUsed());
    row(md, "arrivals of the 10 most frequent classes (%)", "%.1f", 100 * real.topTenShare(), 100 * made.topTenShare());
    md.append('\n');
    differences(real, made).forEach(line -> md.append("- ").append(line).append('\n'));
    md.append('\n');
    List<String> findings = winners(summary);
    if (!findings.isEmpty()) {
      md.append("## What the runs show\n\n");
      findings.forEach(f -> md.append("- ").append(f).append('\n'));
      md.append('\n');
    }
    return md.toString();
  }

  private static void row(StringBuilder md, String label, String format, double trace, double generated) {
    md.append("| ").append(label).append(" | ").append(String.format(Locale.ROOT, format, trace)).append(" | ")
        .append(String.format(Locale.ROOT, format, generated)).append(" |\n");
  }

  /** Sentences on the differences, each from the numbers above. */
  static List<String> differences(WorkloadTraits real, WorkloadTraits made) {
    List<String> lines = new ArrayList<>();
    lines.add(String.format(Locale.ROOT, "Arrivals are %s: their inter-arrival times vary %.1f× as much as the generated"
            + " ones (CV %.2f against %.2f), and the busiest hour brings %.0f× the mean hour's jobs (generated: %.0f×).",
        real.interArrivalCv() > made.interArrivalCv() ? "burstier in the trace" : "no burstier in the trace",
        made.interArrivalCv() == 0 ? 0 : real.interArrivalCv() / made.interArrivalCv(), real.interArrivalCv(),
        made.interArrivalCv(), real.busiestHourRatio(), made.busiestHourRatio()));
    lines.add(String.format(Locale.ROOT, "%.0f %% of the trace's jobs need one core (generated: %.0f %%); the ten most"
            + " frequent of its %d classes bring %.0f %% of its jobs, where the generator's uniform draw gives them %.0f %%.",
        100 * real.oneTaskShare(), 100 * made.oneTaskShare(), real.templatesUsed(), 100 * real.topTenShare(),
        100 * made.topTenShare()));
    lines.add(String.format(Locale.ROOT, "With the same offered load the trace has %s jobs (%d against %d): its median"
            + " job is %s (%.0f s of critical path against %.0f s).",
        real.arrivals() > made.arrivals() ? "more, smaller" : "fewer, larger", real.arrivals(), made.arrivals(),
        real.medianCriticalPathSeconds() < made.medianCriticalPathSeconds() ? "shorter" : "longer",
        real.medianCriticalPathSeconds(), made.medianCriticalPathSeconds()));
    return lines;
  }

  /** Which approach earns the most value and the most value per energy at each load. */
  static List<String> winners(Summary s) {
    List<String> lines = new ArrayList<>();
    List<String> labels = s.scenario().labels();
    for (int i = 0; i < s.xs().size(); i++) {
      String x = s.xs().get(i);
      String mostValue = best(s, x, labels, "value", 1);
      String mostPerEnergy = best(s, x, labels, "value-per-energy", 1);
      String fewestRejected = best(s, x, labels, "rejected", -1);
      lines.add(String.format(Locale.ROOT, "At %s× the trace's rate %s earns the most value (%.0f), %s the most value"
              + " per MJ (%.1f), and %s rejects the fewest jobs (%.1f %%).",
          s.scenario().sweep().map(w -> w.values().get(s.xs().indexOf(x))).orElse("1"), mostValue,
          s.mean(x, mostValue, "value"), mostPerEnergy, s.mean(x, mostPerEnergy, "value-per-energy"), fewestRejected,
          s.mean(x, fewestRejected, "rejected")));
    }
    return lines;
  }

  private static String best(Summary s, String x, List<String> labels, String metric, int sign) {
    return labels.stream().max((a, b) -> Double.compare(sign * s.mean(x, a, metric), sign * s.mean(x, b, metric)))
        .orElseThrow();
  }
}
