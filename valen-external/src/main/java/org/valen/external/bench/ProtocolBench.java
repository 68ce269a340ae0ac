package org.valen.external.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.valen.external.ExternalPolicyProvider;
import org.valen.model.io.ValenFiles;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.sim.DecisionTiming;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * What the external-policy protocol costs per decision point: the same workload run with a Java
 * policy that decides nothing and with an external one that decides nothing (the Python client's
 * {@code valen_policy.examples.idle}, by default), the kernel timing every decision. The external
 * policy's decision time is the protocol's cost: the kernel's message (the arrivals and changes
 * since the last one), the pipe both ways, the client taking the message in and answering.
 *
 * <pre>
 * java -cp valen-cli/target/valen.jar org.valen.external.bench.ProtocolBench \
 *     [--platform REF] [--workload REF] [--command "python3 -m valen_policy.examples.idle"] [--runs 3]
 * </pre>
 *
 * Runs are repeated (the first one also warms the JVM up) and each is printed, then the floor: a
 * bare round trip of one short line between the JVM and a Python process. This machine is noisy,
 * so quote the figures with the load it had.
 */
public final class ProtocolBench {
  private ProtocolBench() {}

  public static void main(String[] args) {
    Map<String, String> a = arguments(args);
    Platform platform = ValenFiles.readPlatform(a.getOrDefault("--platform", "bundled:paper001-platform.json"));
    ValenFiles.LoadedWorkload loaded = ValenFiles.readWorkload(a.getOrDefault("--workload", "bundled:paper001-workload.json"));
    String command = a.getOrDefault("--command", "python3 -m valen_policy.examples.idle");
    int runs = Integer.parseInt(a.getOrDefault("--runs", "3"));
    SimulationSettings settings = SimulationSettings.defaults();
    PolicyInputs java = new PolicyInputs(platform, loaded.catalogue(), Optional.empty(), Map.of());
    PolicyInputs external = new PolicyInputs(platform, loaded.catalogue(), Optional.empty(),
        Map.of(ExternalPolicyProvider.COMMAND, command));
    System.out.printf(Locale.ROOT, "%s, %d arrivals; external: %s%n", platform.name(),
        loaded.workload().arrivals().size(), command);
    System.out.printf(Locale.ROOT, "%-10s %4s %10s %9s %9s %9s %9s %8s%n", "policy", "run", "decisions", "mean µs",
        "p50 µs", "p99 µs", "max µs", "run s");
    for (int run = 1; run <= runs; run++) {
      print("java-noop", run, time(java, loaded, new NoOp(), settings));
      print("external", run, time(external, loaded, new ExternalPolicyProvider().create(external), settings));
    }
    bareRoundTrips();
  }

  /** The floor: one short line to a Python process and one back, 20,000 times, nothing else. */
  private static void bareRoundTrips() {
    try {
      Process p = new ProcessBuilder("python3", "-c", "import sys\nfor line in sys.stdin.buffer:\n"
          + "    sys.stdout.buffer.write(b'{\"type\":\"done\"}\\n'); sys.stdout.buffer.flush()")
          .redirectError(ProcessBuilder.Redirect.INHERIT).start();
      java.io.OutputStream out = p.getOutputStream();
      java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
          java.nio.charset.StandardCharsets.UTF_8));
      byte[] line = "{\"type\":\"decide\",\"number\":1,\"timeSeconds\":1.0}\n".getBytes(
          java.nio.charset.StandardCharsets.UTF_8);
      int n = 20_000;
      long[] nanos = new long[n];
      for (int i = 0; i < n; i++) {
        long start = System.nanoTime();
        out.write(line);
        out.flush();
        in.readLine();
        nanos[i] = System.nanoTime() - start;
      }
      out.close();
      p.waitFor();
      java.util.Arrays.sort(nanos);
      double mean = java.util.Arrays.stream(nanos).average().orElse(0) / 1e3;
      System.out.printf(Locale.ROOT, "%-10s %4s %10d %9.1f %9.1f %9.1f %9.0f%n", "bare line", "", n, mean,
          nanos[n / 2] / 1e3, nanos[n * 99 / 100] / 1e3, nanos[n - 1] / 1e3);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static double[] time(PolicyInputs inputs, ValenFiles.LoadedWorkload loaded, Policy policy,
      SimulationSettings settings) {
    long start = System.nanoTime();
    SimulationResult r = Simulation.run(inputs, loaded.workload(), policy, settings);
    double seconds = (System.nanoTime() - start) / 1e9;
    DecisionTiming t = r.decisionTiming();
    return new double[] {t.decisions(), t.meanMicros(), t.percentileMicros(50), t.percentileMicros(99), t.maxMicros(),
        seconds};
  }

  private static void print(String name, int run, double[] t) {
    System.out.printf(Locale.ROOT, "%-10s %4d %10d %9.1f %9.1f %9.1f %9.0f %8.2f%n", name, run, (long) t[0], t[1], t[2],
        t[3], t[4], t[5]);
  }

  private static Map<String, String> arguments(String[] args) {
    Map<String, String> map = new java.util.HashMap<>();
    List<String> known = new ArrayList<>(List.of("--platform", "--workload", "--command", "--runs"));
    for (int i = 0; i < args.length; i += 2) {
      if (!known.contains(args[i]) || i + 1 >= args.length) {
        throw new IllegalArgumentException("usage: ProtocolBench [--platform REF] [--workload REF] [--command CMD]"
            + " [--runs N]; found " + args[i]);
      }
      map.put(args[i], args[i + 1]);
    }
    return map;
  }

  /** Decides nothing, whenever jobs arrive or finish: the Java side of the comparison. */
  private static final class NoOp implements Policy {
    @Override
    public String name() {
      return "java-noop";
    }

    @Override
    public Triggers triggers() {
      return Triggers.onEventsOnly();
    }

    @Override
    public void decide(DecisionContext context) {
      // nothing: the kernel's own cost of a decision point
    }
  }
}
