package org.valen.experiments;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.valen.experiments.preset.RunWorld;
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
 * RunProfiles}).
 */
public final class ExperimentRunner {
  /** Told after each finished run; may be called from any worker thread. */
  @FunctionalInterface
  public interface Progress {
    void runDone(int done, int total);
  }

  private ExperimentRunner() {}

  /** One run's coordinates: index of the value, index of the policy entry, seed. */
  private record RunKey(int value, int entry, long seed) {}

  /**
   * Runs the experiment.
   *
   * @throws org.valen.model.io.InvalidInputException before any run, with every problem of the
   *     policies (unknown, an option they do not take, a bad value, an unmet need) or of an input file
   */
  public static List<RunRow> run(ExperimentSpec spec, Optional<Path> profilesFolder, int threads, Progress progress) {
    SweepInputs inputs = SweepInputs.check(spec, profilesFolder);
    List<RunKey> keys = new ArrayList<>();
    RunWorld[][] worlds = new RunWorld[spec.values().size()][spec.seeds()];
    for (int v = 0; v < spec.values().size(); v++) {
      for (int e = 0; e < spec.entries().size(); e++) {
        for (long seed = 1; seed <= spec.seeds(); seed++) {
          keys.add(new RunKey(v, e, seed));
        }
      }
      for (int s = 0; s < spec.seeds(); s++) {
        worlds[v][s] = inputs.world(spec.values().get(v), s + 1);
      }
    }
    RunRow[] rows = new RunRow[keys.size()];
    AtomicInteger done = new AtomicInteger();
    Parallel.forEach(keys.size(), threads, index -> {
      RunKey k = keys.get(index);
      RunWorld world = worlds[k.value()][(int) k.seed() - 1];
      var policyInputs = inputs.inputs(k.entry(), world);
      SimulationResult r = Simulation.run(policyInputs, world.workload(),
          inputs.provider(k.entry()).create(policyInputs), world.settings());
      rows[index] = row(spec, k, r);
      progress.runDone(done.incrementAndGet(), rows.length);
    });
    return List.of(rows);
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
