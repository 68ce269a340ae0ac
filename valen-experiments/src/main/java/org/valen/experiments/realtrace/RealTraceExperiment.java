package org.valen.experiments.realtrace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.ExperimentSpec;
import org.valen.experiments.Experiments;
import org.valen.experiments.Metric;
import org.valen.experiments.Paper001Experiments;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.experiments.Summary;
import org.valen.experiments.SweepExperiment;
import org.valen.experiments.SweepParameter;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Workload;

/**
 * {@code valen experiment real-trace}: paper 001's four approaches on a month of a real job trace
 * (preset {@link TracePreset}) at the trace's own arrival rate and at 1.5× and 2× it, and a section
 * of the report on how the trace differs from a generated workload of the same jobs at the same
 * offered load ({@link WorkloadTraits}), every sentence computed from the data. Any registered
 * policy runs on the same trace from a scenario file with {@code "platformPreset": "nasa-ipsc"}.
 */
public final class RealTraceExperiment implements Experiment {
  /** The experiment's name. */
  public static final String ID = "real-trace";

  private final SweepExperiment sweep = new SweepExperiment(spec());

  /** The sweep: the four approaches, loads 1, 1.5, 2, three seeds. */
  public static ExperimentSpec spec() {
    return new ExperimentSpec(ID, "Paper 001's four approaches on a month of a real job trace (NASA iPSC/860, 1993)",
        new TracePreset().defaults(), SweepParameter.LOAD, List.of(1.0, 1.5, 2.0), Paper001Experiments.APPROACHES, 3,
        Optional.empty(), List.of(Metric.VALUE, Metric.ENERGY, Metric.VALUE_PER_ENERGY, Metric.REJECTED),
        Optional.empty());
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String title() {
    return sweep.title();
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return sweep.runCount(options);
  }

  @Override
  public void check(ExperimentOptions options) {
    sweep.check(options);
  }

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    ExperimentSpec s = sweep.with(options);
    Experiments.run(s, Optional.of(options.profiles()), options.threads(), progress, folder, command,
        RealTraceExperiment::traceSection);
  }

  @Override
  public void rebuild(Path folder, String command) {
    Experiments.rebuild(spec(), folder, command, RealTraceExperiment::traceSection);
  }

  /** The report's section on the trace against a generated workload, and what the runs show. */
  static String traceSection(Summary summary) {
    Setup setup = summary.spec().setup();
    ValenFiles.LoadedWorkload month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    int cores = setup.nodes() * setup.coresPerNode();
    Workload trace = TracePreset.replay(month.workload(), setup.days(), 1.0);
    WorkloadTraits real = WorkloadTraits.of(trace, month.catalogue(), cores);
    Workload generated = WorkloadGenerator.generate(month.catalogue(), Bundled.NASA_IPSC_CATALOGUE,
        WorkloadParameters.defaults(cores).withDays(Math.min(setup.days(), TracePreset.MONTH_DAYS))
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
    for (String line : differences(real, made)) {
      md.append("- ").append(line).append('\n');
    }
    md.append('\n');
    List<String> findings = findings(summary);
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
  static List<String> findings(Summary s) {
    List<String> lines = new ArrayList<>();
    for (double x : s.spec().values()) {
      String mostValue = best(s, x, Metric.VALUE);
      String mostPerEnergy = best(s, x, Metric.VALUE_PER_ENERGY);
      String fewestRejected = s.spec().policies().stream().min((a, b) -> Double.compare(mean(s, x, a, Metric.REJECTED),
          mean(s, x, b, Metric.REJECTED))).orElseThrow();
      lines.add(String.format(Locale.ROOT, "At %s× the trace's rate %s earns the most value (%.0f), %s the most value"
              + " per MJ (%.1f), and %s rejects the fewest jobs (%.1f %%).", Plots.format(x), mostValue,
          mean(s, x, mostValue, Metric.VALUE), mostPerEnergy, mean(s, x, mostPerEnergy, Metric.VALUE_PER_ENERGY),
          fewestRejected, mean(s, x, fewestRejected, Metric.REJECTED)));
    }
    return lines;
  }

  private static String best(Summary s, double x, Metric m) {
    return s.spec().policies().stream().max((a, b) -> Double.compare(mean(s, x, a, m), mean(s, x, b, m))).orElseThrow();
  }

  private static double mean(Summary s, double x, String policy, Metric m) {
    return s.cell(x, policy, m).map(c -> c.raw().mean()).orElse(Double.NaN);
  }
}
