package org.valen.papers.realtrace;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.preset.WholeRun;
import org.valen.experiments.table.RowLayout;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.papers.paper001.Paper001Preset;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.sim.LogNormalVariability;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Preset {@code nasa-ipsc}: a real job trace instead of a generated workload. Every run replays the
 * bundled first month of the NASA Ames iPSC/860 log ({@link Bundled#NASA_IPSC_WORKLOAD}: 5,887 jobs,
 * one core per 8 of the machine's 128 processors) on {@code nodes} × {@code coresPerNode} Intel Core
 * M cores (default 2 × 8, the machine's size), its first {@code days} days (at most 30) with the
 * arrival rate × {@code load} (submit times ÷ load; 1 = the log's own). The arrivals are the same
 * for every seed; a seed draws the variability of actual times ({@code jobCv}, {@code taskCv}).
 * Policies that take {@code checkpointSeconds} get the setup's interval. Runs are measured as paper
 * 001's ({@link WholeRun}).
 */
public final class TracePreset implements Preset {
  /** The name in scenario files. */
  public static final String NAME = "nasa-ipsc";
  /** Days of the bundled month. */
  public static final double MONTH_DAYS = 30;

  private static final List<SetupField> FIELDS = Paper001Preset.paperFields().stream()
      .filter(f -> !f.name().equals("catalogue") && !f.name().equals("referenceCores"))
      .map(f -> switch (f.name()) {
        case "nodes" -> f.withDefault("2");
        case "coresPerNode" -> f.withDefault("8");
        default -> f;
      }).toList();

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "a month of the NASA iPSC/860 job log (Parallel Workloads Archive) on nodes of Intel Core M cores";
  }

  @Override
  public List<SetupField> fields() {
    return FIELDS;
  }

  @Override
  public List<String> sweepable() {
    return List.of("load", "nodes", "coresPerNode", "checkpointMinutes", "jobCv");
  }

  @Override
  public RowLayout layout() {
    return Paper001Preset.paper001().layout();
  }

  @Override
  public List<MetricDef> metrics() {
    return WholeRun.METRICS;
  }

  @Override
  public List<String> defaultMetrics() {
    return WholeRun.DEFAULT_METRICS;
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    return List.of(
        "platform: " + s.text("nodes") + " nodes of " + s.text("coresPerNode") + " Intel Core M cores unless varied"
            + " (the iPSC/860's 128 processors, one core per 8)",
        "workload: the first " + SetupField.plain(Math.min(s.number("days"), MONTH_DAYS)) + " days of the NASA Ames"
            + " iPSC/860 log (October 1993, " + Bundled.NASA_IPSC_WORKLOAD + ") at " + s.text("load")
            + " × its arrival rate unless varied; the same arrivals for seeds 1 … " + seeds
            + ", each seed its own execution-time variability",
        "checkpoints: every " + s.text("checkpointMinutes") + " min unless varied, for the policies that take "
            + Paper001Policies.CHECKPOINT_SECONDS + " (ValEnAdaptOpt)");
  }

  @Override
  public Worlds worlds(SetupValues base) {
    ValenFiles.LoadedWorkload month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    Catalogue catalogue = month.catalogue();
    Map<String, RunSystem> systems = new HashMap<>();
    Map<String, Workload> workloads = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        return systems.computeIfAbsent(s.key("nodes", "coresPerNode"),
            k -> new RunSystem(PlatformPresets.paper001(s.integer("nodes"), s.integer("coresPerNode")), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        return Map.of(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.number("checkpointMinutes") * 60));
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        Workload workload = workloads.computeIfAbsent(s.key("load", "days"),
            k -> replay(month.workload(), s.number("days"), s.number("load")));
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed)
            .withVariability(new LogNormalVariability(s.number("jobCv"), s.number("taskCv")));
        return new RunWorld(system(s, seed), workload, settings, setupOptions(s, seed), WholeRun.MEASURE);
      }
    };
  }

  /** The first {@code days} days of {@code trace}, its arrival times divided by {@code load}. */
  public static Workload replay(Workload trace, double days, double load) {
    double end = Math.min(days, MONTH_DAYS) * 86_400;
    List<Arrival> arrivals = trace.arrivals().stream().filter(a -> a.arrivalSeconds() < end)
        .map(a -> new Arrival(a.id(), a.templateId(), a.arrivalSeconds() / load, a.valueCurve())).toList();
    return new Workload(trace.catalogueReference(), trace.provenance(), end / load, arrivals);
  }
}
