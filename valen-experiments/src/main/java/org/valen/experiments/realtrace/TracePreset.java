package org.valen.experiments.realtrace;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.experiments.SweepParameter;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupPreset;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Setup preset {@code nasa-ipsc}: a real job trace instead of a generated workload. Every run
 * replays the bundled first month of the NASA Ames iPSC/860 log ({@link Bundled#NASA_IPSC_WORKLOAD}:
 * 5,887 jobs, one core per 8 of the machine's 128 processors) on {@code nodes} × {@code
 * coresPerNode} Intel Core M cores (default 2 × 8, the machine's size), its first {@code days}
 * days (at most 30) with the arrival rate × {@code load} (submit times ÷ load; 1 = the log's own).
 * The arrivals are the same for every seed; a seed draws the variability of actual times ({@code
 * jobCv}, {@code taskCv}). Policies that take {@code checkpointSeconds} get the setup's interval.
 */
public final class TracePreset implements SetupPreset {
  /** The name in scenario files. */
  public static final String NAME = "nasa-ipsc";
  /** Days of the bundled month. */
  public static final double MONTH_DAYS = 30;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "a month of the NASA iPSC/860 job log (Parallel Workloads Archive) on nodes of Intel Core M cores";
  }

  @Override
  public Setup defaults() {
    return new Setup(NAME, 2, 8, Bundled.NASA_IPSC_CATALOGUE, MONTH_DAYS, 1.0, 16, 5, 0.2, 0.1);
  }

  @Override
  public List<String> setupFields() {
    return List.of("nodes", "coresPerNode", "days", "load", "checkpointMinutes", "jobCv", "taskCv");
  }

  @Override
  public List<SweepParameter> sweepParameters() {
    return List.of(SweepParameter.LOAD, SweepParameter.NODES, SweepParameter.CORES_PER_NODE,
        SweepParameter.CHECKPOINT_MINUTES, SweepParameter.JOB_VARIABILITY);
  }

  @Override
  public List<String> describe(Setup s, int seeds) {
    return List.of(
        "platform: " + s.nodes() + " nodes of " + s.coresPerNode() + " Intel Core M cores unless varied (the iPSC/860's"
            + " 128 processors, one core per 8)",
        "workload: the first " + Plots.format(Math.min(s.days(), MONTH_DAYS)) + " days of the NASA Ames iPSC/860 log"
            + " (October 1993, " + Bundled.NASA_IPSC_WORKLOAD + ") at " + Plots.format(s.load())
            + " × its arrival rate unless varied; the same arrivals for seeds 1 … " + seeds
            + ", each seed its own execution-time variability",
        "checkpoints: every " + Plots.format(s.checkpointMinutes()) + " min unless varied, for the policies that take "
            + Paper001Policies.CHECKPOINT_SECONDS + " (ValEnAdaptOpt)");
  }

  @Override
  public Worlds worlds(Setup base) {
    ValenFiles.LoadedWorkload month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    Catalogue catalogue = month.catalogue();
    Map<String, RunSystem> systems = new HashMap<>();
    Map<String, Workload> workloads = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(Setup s, long seed) {
        return systems.computeIfAbsent(s.nodes() + "x" + s.coresPerNode(),
            k -> new RunSystem(PlatformPresets.paper001(s.nodes(), s.coresPerNode()), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(Setup s, long seed) {
        return Map.of(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.checkpointMinutes() * 60));
      }

      @Override
      public RunWorld world(Setup s, long seed) {
        Workload workload = workloads.computeIfAbsent(s.load() + "/" + s.days(),
            k -> replay(month.workload(), s.days(), s.load()));
        return new RunWorld(system(s, seed), workload,
            SimulationSettings.defaults().withSeed(seed).withVariability(s.variability()), setupOptions(s, seed));
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
