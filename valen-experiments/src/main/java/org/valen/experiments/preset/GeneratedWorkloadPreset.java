package org.valen.experiments.preset;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.valen.experiments.Plots;
import org.valen.experiments.Setup;
import org.valen.experiments.SweepParameter;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Paper 001's kind of setup: {@code nodes} × {@code coresPerNode} cores of one core type, and for
 * each seed a workload generated from the catalogue ({@code days}, {@code load} of the capacity of
 * {@code referenceCores} cores), actual times varying log-normally ({@code jobCv}, {@code taskCv});
 * policies that take {@code checkpointSeconds} get the setup's checkpoint interval. A workload
 * depends on its load and seed only, so every platform of a sweep meets the same arrivals.
 */
final class GeneratedWorkloadPreset implements SetupPreset {
  private final String name;
  private final BiFunction<Integer, Integer, Platform> platform;
  private final String description;
  private final Optional<String> profilesSubfolder;

  GeneratedWorkloadPreset(String name, BiFunction<Integer, Integer, Platform> platform, String description,
      Optional<String> profilesSubfolder) {
    this.name = name;
    this.platform = platform;
    this.description = description;
    this.profilesSubfolder = profilesSubfolder;
  }

  @Override
  public Path profilesIn(Path profiles) {
    return profilesSubfolder.map(profiles::resolve).orElse(profiles);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return description;
  }

  /** Paper 001's setting ({@link Setup#paper001()}) on this preset's nodes. */
  @Override
  public Setup defaults() {
    Setup d = Setup.paper001();
    return new Setup(name, d.nodes(), d.coresPerNode(), d.catalogue(), d.days(), d.load(), d.referenceCores(),
        d.checkpointMinutes(), d.jobCv(), d.taskCv());
  }

  @Override
  public List<String> setupFields() {
    return List.of("nodes", "coresPerNode", "catalogue", "days", "load", "referenceCores", "checkpointMinutes",
        "jobCv", "taskCv");
  }

  @Override
  public List<SweepParameter> sweepParameters() {
    return List.of(SweepParameter.values());
  }

  @Override
  public List<String> describe(Setup s, int seeds) {
    return List.of(
        "platform: " + name + " nodes of " + s.coresPerNode() + " cores (" + s.nodes() + " nodes unless varied)",
        "workload: " + Plots.format(s.days()) + " days of arrivals of " + s.catalogue() + ", load " + s.load()
            + " of the capacity of " + s.referenceCores() + " cores, weekday peaks; seeds 1 … " + seeds
            + " (each seed a new workload and new execution-time variability)",
        "checkpoints: every " + Plots.format(s.checkpointMinutes()) + " min unless varied, for the policies that take "
            + Paper001Policies.CHECKPOINT_SECONDS + " (ValEnAdaptOpt)");
  }

  @Override
  public Worlds worlds(Setup base) {
    Catalogue catalogue = ValenFiles.readCatalogue(base.catalogue());
    Map<String, RunSystem> systems = new HashMap<>();
    Map<String, Workload> workloads = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(Setup s, long seed) {
        return systems.computeIfAbsent(s.nodes() + "x" + s.coresPerNode(),
            k -> new RunSystem(platform.apply(s.nodes(), s.coresPerNode()), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(Setup s, long seed) {
        return Map.of(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.checkpointMinutes() * 60));
      }

      @Override
      public RunWorld world(Setup s, long seed) {
        Workload workload = workloads.computeIfAbsent(s.load() + "/" + s.days() + "/" + s.referenceCores() + "/" + seed,
            k -> WorkloadGenerator.generate(catalogue, base.catalogue(),
                WorkloadParameters.defaults(s.referenceCores()).withDays(s.days()).withLoad(s.load()), seed));
        return new RunWorld(system(s, seed), workload,
            SimulationSettings.defaults().withSeed(seed).withVariability(s.variability()), setupOptions(s, seed));
      }
    };
  }
}
