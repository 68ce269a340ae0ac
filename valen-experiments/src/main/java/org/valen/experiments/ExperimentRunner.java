package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.runs.RunUnits;
import org.valen.experiments.runs.JobsFiles;
import org.valen.experiments.runs.RunsFile;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.ValueCeiling;

/**
 * Runs every (value, policy, seed) of an experiment, in parallel on a fixed number of threads.
 * Each run has its own workload (made from its seed by the setup's preset), platform and policy
 * object; nothing is shared but read-only inputs, and results are kept in run order, so the rows
 * are the same whatever the thread count. Every input is loaded and checked before the first run
 * starts ({@link SweepInputs}), and every run's offers come from the profiles it has ({@link
 * RunProfiles}). As {@link RunUnits}, each run is one unit (one line of {@code runs.csv}), so a
 * shard or a Spark executor runs exactly what the local threads run.
 */
public final class ExperimentRunner {
  /** Told after each finished run; may be called from any worker thread. */
  @FunctionalInterface
  public interface Progress {
    void runDone(int done, int total);
  }

  private ExperimentRunner() {}

  /**
   * Runs the experiment.
   *
   * @throws org.valen.model.io.InvalidInputException before any run, with every problem of the
   *     policies (unknown, an option they do not take, a bad value, an unmet need) or of an input file
   */
  public static List<RunRow> run(ExperimentSpec spec, Optional<Path> profilesFolder, int threads, Progress progress) {
    Units units = units(spec, profilesFolder);
    RunRow[] rows = new RunRow[units.keys.size()];
    AtomicInteger done = new AtomicInteger();
    Parallel.forEach(rows.length, threads, index -> {
      rows[index] = units.row(index);
      progress.runDone(done.incrementAndGet(), rows.length);
    });
    return List.of(rows);
  }

  /**
   * The runs as units, one run each, in the order of {@code runs.csv} (value, policy, seed).
   *
   * @throws org.valen.model.io.InvalidInputException as {@link #run}
   */
  public static Units units(ExperimentSpec spec, Optional<Path> profilesFolder) {
    return new Units(spec, SweepInputs.check(spec, profilesFolder), Optional.empty());
  }

  /** One run's coordinates: index of the value, index of the policy entry, seed. */
  private record RunKey(int value, int entry, long seed) {}

  /**
   * The runs of a sweep as {@link RunUnits}: each world is made once, when its first run needs it,
   * one world at a time (a preset's caches are not shared between threads).
   */
  public static final class Units implements RunUnits {
    private final ExperimentSpec spec;
    private final SweepInputs inputs;
    private final Optional<Path> jobsFolder;
    private final List<RunKey> keys = new ArrayList<>();
    private final ConcurrentHashMap<Long, Once<RunWorld>> worlds = new ConcurrentHashMap<>();

    private Units(ExperimentSpec spec, SweepInputs inputs, Optional<Path> jobsFolder) {
      this.spec = spec;
      this.inputs = inputs;
      this.jobsFolder = jobsFolder;
      for (int v = 0; v < spec.values().size(); v++) {
        for (int e = 0; e < spec.entries().size(); e++) {
          for (long seed = 1; seed <= spec.seeds(); seed++) {
            keys.add(new RunKey(v, e, seed));
          }
        }
      }
    }

    @Override
    public int units(int stage) {
      return keys.size();
    }

    @Override
    public List<String> run(int stage, int unit, List<String> earlier) {
      return List.of(RunsCsv.line(row(unit)));
    }

    @Override
    public Optional<RunUnits> withJobsFolder(Path folder) {
      return Optional.of(new Units(spec, inputs, Optional.of(folder)));
    }

    @Override
    public void finish(List<String> lines, Path folder, String command) {
      RunsFile.write(folder, RunsCsv.HEADER, lines);
      Experiments.rebuild(spec, folder, command);
    }

    RunRow row(int unit) {
      RunKey k = keys.get(unit);
      long worldKey = (long) k.value() * spec.seeds() + k.seed();
      RunWorld world = worlds.computeIfAbsent(worldKey, key -> new Once<>()).get(() -> {
        synchronized (inputs) { // presets cache systems and workloads in plain maps
          return inputs.world(spec.values().get(k.value()), k.seed());
        }
      });
      var policyInputs = inputs.inputs(k.entry(), world);
      SimulationResult r = Simulation.run(policyInputs, world.workload(),
          inputs.provider(k.entry()).create(policyInputs), world.settings());
      jobsFolder.ifPresent(f -> JobsFiles.write(f, r.jobs(), spec.id(), "x=" + Plots.format(spec.values().get(k.value())),
          spec.entries().get(k.entry()).label(), "seed=" + k.seed()));
      return ExperimentRunner.row(spec, k, r);
    }
  }

  /** A value made once, by the first thread that asks; the others wait for it. */
  private static final class Once<T> {
    private T value;

    synchronized T get(java.util.function.Supplier<T> make) {
      if (value == null) {
        value = make.get();
      }
      return value;
    }
  }

  private static RunRow row(ExperimentSpec spec, RunKey k, SimulationResult r) {
    double value = r.totalValue();
    double energy = r.jobEnergyJoules();
    ValueCeiling c = r.ceiling();
    return new RunRow(spec.id(), spec.parameter().id(), spec.values().get(k.value()), spec.entries().get(k.entry()).label(),
        k.seed(), r.jobs().size(), value, r.valueUpperBound(), energy, r.idleEnergyJoules(), energy == 0 ? 0 : value / energy,
        r.rejectedPercent(), r.jobs().stream().mapToInt(JobRecord::migrations).sum(), c.lostToLateness(),
        c.lostToRejection(), c.lateLostToQueueing(), r.joulesPerWorkSecond(),
        Arrays.stream(r.levelShares()).boxed().toList());
  }
}
