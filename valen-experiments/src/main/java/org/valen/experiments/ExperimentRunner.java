package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Runs every (value, policy, seed) of an experiment, in parallel on a fixed number of threads.
 * Each run has its own workload (generated from its seed), platform and policy object; nothing is
 * shared but read-only inputs, and results are kept in run order, so the rows are the same
 * whatever the thread count. Every input is loaded and checked before the first run starts.
 */
public final class ExperimentRunner {
  /** Told after each finished run; may be called from any worker thread. */
  @FunctionalInterface
  public interface Progress {
    void runDone(int done, int total);
  }

  private ExperimentRunner() {}

  /** One run's coordinates. */
  private record RunKey(double x, String policy, long seed) {}

  public static List<RunRow> run(ExperimentSpec spec, Optional<Path> profilesFolder, int threads, Progress progress) {
    Catalogue catalogue = ValenFiles.readCatalogue(spec.setup().catalogue());
    List<PolicyProvider> providers = new ArrayList<>();
    for (String name : spec.policies()) {
      providers.add(Policies.find(name).orElseThrow(() -> new IllegalArgumentException(
          "unknown policy '" + name + "'; known: " + Policies.names())));
    }
    boolean needProfiles = providers.stream().anyMatch(PolicyProvider::needsProfiles);
    Map<Double, Setup> setups = new HashMap<>();
    Map<Double, Platform> platforms = new HashMap<>();
    Map<Double, Optional<ProfileBook>> books = new HashMap<>();
    for (double x : spec.values()) {
      Setup s = spec.setup().with(spec.parameter(), x);
      Platform p = platform(s);
      setups.put(x, s);
      platforms.put(x, p);
      books.put(x, needProfiles
          ? Optional.of(ProfileBook.load(profilesFolder.orElseThrow(() -> new IllegalArgumentException(
              "policies " + spec.policies() + " need design-time profiles: give a profiles folder")),
              catalogue, p, catalogue.templates()))
          : Optional.empty());
    }
    Map<String, Workload> workloads = new HashMap<>();
    List<RunKey> keys = new ArrayList<>();
    for (double x : spec.values()) {
      for (String policy : spec.policies()) {
        for (long seed = 1; seed <= spec.seeds(); seed++) {
          keys.add(new RunKey(x, policy, seed));
          Setup s = setups.get(x);
          workloads.computeIfAbsent(s.load() + "/" + seed, k -> WorkloadGenerator.generate(catalogue,
              spec.setup().catalogue(), WorkloadParameters.defaults(s.referenceCores()).withDays(s.days()).withLoad(s.load()),
              Long.parseLong(k.substring(k.indexOf('/') + 1))));
        }
      }
    }
    RunRow[] rows = new RunRow[keys.size()];
    AtomicInteger done = new AtomicInteger();
    Parallel.forEach(keys.size(), threads, index -> {
      RunKey k = keys.get(index);
      Setup s = setups.get(k.x());
      PolicyProvider provider = providers.get(spec.policies().indexOf(k.policy()));
      PolicyInputs inputs = new PolicyInputs(platforms.get(k.x()), catalogue, books.get(k.x()),
          Map.of(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.checkpointMinutes() * 60)));
      SimulationResult r = Simulation.run(platforms.get(k.x()), catalogue, workloads.get(s.load() + "/" + k.seed()),
          provider.create(inputs), SimulationSettings.defaults().withSeed(k.seed()).withVariability(s.variability()));
      rows[index] = row(spec, k, r);
      progress.runDone(done.incrementAndGet(), rows.length);
    });
    return List.of(rows);
  }

  /** The platform of a setup. */
  public static Platform platform(Setup s) {
    return switch (s.platformPreset()) {
      case "paper001" -> PlatformPresets.paper001(s.nodes(), s.coresPerNode());
      case "rk3399" -> PlatformPresets.rk3399(s.nodes(), s.coresPerNode());
      default -> throw new IllegalArgumentException(
          "unknown platform preset '" + s.platformPreset() + "'; known: paper001, rk3399");
    };
  }

  private static RunRow row(ExperimentSpec spec, RunKey k, SimulationResult r) {
    return new RunRow(spec.id(), spec.parameter().id(), k.x(), k.policy(), k.seed(), r.jobs().size(),
        r.totalValue(), r.valueUpperBound(), r.jobEnergyJoules(), r.idleEnergyJoules(), r.valuePerJoule(),
        r.rejectedPercent(), r.jobs().stream().mapToInt(JobRecord::migrations).sum());
  }
}
