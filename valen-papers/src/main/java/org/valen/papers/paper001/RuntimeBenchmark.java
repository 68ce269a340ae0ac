package org.valen.papers.paper001;

import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.policy.RunProfiles;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
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
 * The runtime's speed target: a month of arrivals of the bundled catalogue on 6 nodes × 20 cores
 * under ValEnAdaptOpt with 5-minute checkpoints, on the calling thread. Warm-up runs first, then
 * timed runs; reports the median time, jobs simulated per second, the median CPU time of the
 * calling thread (on a busy machine, wall time includes waits for a core) and the peak heap of a
 * timed run.
 */
public final class RuntimeBenchmark {
  private RuntimeBenchmark() {}

  /**
   * What one benchmark gave: wall times, and the calling thread's CPU time of each run (what a
   * loaded machine takes least from: {@code medianCpuSeconds}), by the JVM's thread CPU clock.
   */
  public record Result(String policy, int arrivals, int nodes, int coresPerNode, double medianSeconds,
      double minSeconds, double jobsPerSecond, double medianCpuSeconds, long peakHeapBytes, int reallocations) {

    /** Jobs per second of the thread's CPU time (median run). */
    public double jobsPerCpuSecond() {
      return arrivals / medianCpuSeconds;
    }
  }

  /**
   * @param load offered load relative to the platform; 0.6 gives a little over 10,000 arrivals
   */
  public static Result run(Path profiles, String policyName, int nodes, int coresPerNode, double load, int warmups, int runs) {
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    Platform platform = PlatformPresets.paper001(nodes, coresPerNode);
    Workload workload = WorkloadGenerator.generate(catalogue, Bundled.PAPER001_CATALOGUE,
        WorkloadParameters.defaults(platform.totalCores()).withLoad(load), 1);
    PolicyProvider provider = Policies.find(policyName).orElseThrow(
        () -> new IllegalArgumentException(Policies.unknown(policyName)));
    Map<String, String> options = PolicyChecks.takes(provider, Paper001Policies.CHECKPOINT_SECONDS)
        ? Map.of(Paper001Policies.CHECKPOINT_SECONDS, "300") : Map.of();
    List<String> problems = PolicyChecks.problems(provider, platform, catalogue, Optional.of(profiles), options);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
    Optional<ProfileBook> book = RunProfiles.choose(Optional.of(profiles), catalogue, platform, catalogue.templates(),
        provider.needsProfiles()).book();
    PolicyInputs inputs = new PolicyInputs(platform, catalogue, book, options);
    for (int i = 0; i < warmups; i++) {
      Simulation.run(inputs, workload, provider.create(inputs), SimulationSettings.defaults());
    }
    double[] seconds = new double[runs];
    double[] cpuSeconds = new double[runs];
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long peak = 0;
    int reallocations = 0;
    for (int i = 0; i < runs; i++) {
      System.gc();
      resetPeaks();
      long cpuStart = threads.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      SimulationResult r = Simulation.run(inputs, workload, provider.create(inputs), SimulationSettings.defaults());
      seconds[i] = (System.nanoTime() - start) / 1e9;
      cpuSeconds[i] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
      peak = Math.max(peak, peakHeap());
      reallocations = r.jobs().stream().mapToInt(JobRecord::migrations).sum();
    }
    Arrays.sort(seconds);
    Arrays.sort(cpuSeconds);
    double median = seconds[runs / 2];
    return new Result(provider.name(), workload.arrivals().size(), nodes, coresPerNode, median, seconds[0],
        workload.arrivals().size() / median, cpuSeconds[runs / 2], peak, reallocations);
  }

  private static void resetPeaks() {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
  }

  /** Sum of the heap pools' peaks since the last reset (an upper bound of the live peak). */
  private static long peakHeap() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }
}
