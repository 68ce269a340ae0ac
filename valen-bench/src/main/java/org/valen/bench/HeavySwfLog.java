package org.valen.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/**
 * A heavy job log in the Standard Workload Format, shaped like a busy machine's (SDSC's SP2: 128
 * processors, about 50,000 jobs over some two years, most of the machine in use): the case of
 * {@code scripts/swf-case.sh}, which imports it with {@code valen import swf} and times {@code
 * MaxUPE} against {@code ValOpt} on it.
 *
 * <ul>
 *   <li>job sizes 2^k processors, k uniform on 0 … 7 (1 to 128), or (one job in eight) any size from 1 to 128;
 *   <li>run times log-uniform from 30 s to 8 h; requested times, as users overestimate them, 1–16 ×
 *       the run time (log-uniform);
 *   <li>submissions by a Poisson process whose rate follows the day (a sinusoid of ±50 % peaking at
 *       14:00), set for a mean utilization (default 0.95): at the daily peaks more work comes than the
 *       machine does, and a queue builds.
 * </ul>
 *
 * <pre>java -cp valen-bench/target/benchmarks.jar org.valen.bench.HeavySwfLog [--jobs N] [--utilization U]
 *     [--seed S] FILE</pre>
 */
public final class HeavySwfLog {
  private static final int PROCESSORS = 128;
  private static final double MIN_RUN_SECONDS = 30;
  private static final double MAX_RUN_SECONDS = 8 * 3600;

  private HeavySwfLog() {}

  public static void main(String[] args) throws IOException {
    int jobs = 50_000;
    double utilization = 0.95;
    long seed = 1;
    Path file = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--jobs" -> jobs = Integer.parseInt(args[++i]);
        case "--utilization" -> utilization = Double.parseDouble(args[++i]);
        case "--seed" -> seed = Long.parseLong(args[++i]);
        default -> file = Path.of(args[i]);
      }
    }
    if (file == null) {
      System.err.println("usage: HeavySwfLog [--jobs N] [--utilization U] [--seed S] FILE");
      System.exit(2);
    }
    write(file, jobs, utilization, seed);
  }

  /** Writes the log of {@code jobs} jobs at mean {@code utilization} drawn from {@code seed}. */
  static void write(Path file, int jobs, double utilization, long seed) throws IOException {
    UniformRandomProvider rng = RandomStreams.create(seed);
    double meanRun = (MAX_RUN_SECONDS - MIN_RUN_SECONDS) / Math.log(MAX_RUN_SECONDS / MIN_RUN_SECONDS);
    double meanSize = 0.875 * 255.0 / 8 + 0.125 * 64.5; // 2^0 … 2^7, or 1 … 128
    double meanRate = utilization * PROCESSORS / (meanRun * meanSize); // jobs per second
    double peakRate = 1.5 * meanRate;
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(file))) {
      out.printf("; Version: 2.2%n; Computer: generated (valen-bench HeavySwfLog)%n; MaxNodes: %d%n; MaxProcs: %d%n"
          + "; Note: %d jobs, mean utilization %.2f, seed %d%n", PROCESSORS, PROCESSORS, jobs, utilization, seed);
      double t = 0;
      for (int id = 1; id <= jobs; ) {
        t += -Math.log(1 - rng.nextDouble()) / peakRate; // thinning: keep a candidate with rate(t) / peak
        double rate = meanRate * (1 + 0.5 * Math.cos(2 * Math.PI * (t / 3600 - 14) / 24));
        if (rng.nextDouble() * peakRate > rate) {
          continue;
        }
        long run = Math.round(RandomStreams.logUniform(rng, MIN_RUN_SECONDS, MAX_RUN_SECONDS));
        int size = rng.nextInt(8) == 0 ? 1 + rng.nextInt(PROCESSORS) : 1 << rng.nextInt(8);
        long requested = Math.round(run * Math.pow(16, rng.nextDouble()));
        // id submit wait run procs cpu mem req-procs req-time req-mem status user group exe queue partition prev think
        out.printf("%d %d 0 %d %d -1 -1 %d %d -1 1 1 1 -1 1 -1 -1 -1%n", id++, Math.round(t), run, size, size,
            requested);
      }
    }
  }
}
