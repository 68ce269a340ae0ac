package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.experiments.Paper001Experiments;
import org.valen.experiments.PolicyComparison;
import org.valen.model.io.Bundled;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen demo}: paper 001's four approaches on the bundled example. */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description = {
      "Run paper 001's four approaches (ValOpt, ValEnSepOpt, ValEnJoinOpt, ValEnAdaptOpt) on the",
      "bundled example: 3 nodes x 10 Intel Core M cores, a month of arrivals of the 20 bundled DAG",
      "jobs, the committed profiles. Prints a comparison table; writes each run's files, comparison.csv",
      "and comparison.png/svg to the output folder."
    })
final class DemoCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--profiles", defaultValue = "profiles",
      description = "Folder of the bundled catalogue's profiles (default: ${DEFAULT-VALUE}, the committed ones).")
  Path profiles;

  @Mixin SimulationOptions simulation;

  @Option(names = {"-o", "--output"}, defaultValue = "valen-demo", description = "Output folder (default: ${DEFAULT-VALUE}).")
  Path output;

  @Override
  public Integer call() {
    RunInputs in = RunInputs.load(Bundled.PAPER001_PLATFORM, Bundled.PAPER001_WORKLOAD, profiles,
        Paper001Experiments.APPROACHES);
    var settings = simulation.settings();
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%s: %d arrivals over %.0f days on %s (%d cores); variability seed %d%n%n",
        Bundled.PAPER001_WORKLOAD, in.workload().arrivals().size(), in.workload().horizonSeconds() / 86_400,
        in.platform().name(), in.platform().totalCores(), settings.seed());
    List<SimulationResult> results = new ArrayList<>();
    long started = System.nanoTime();
    for (PolicyProvider provider : in.providers()) {
      SimulationResult r = Simulation.run(in.platform(), in.catalogue(), in.workload(),
          provider.create(in.policyInputs(simulation.policyOptions())), settings);
      RunFiles.write(output.resolve(r.policy()), r, Bundled.PAPER001_WORKLOAD);
      results.add(r);
    }
    PolicyComparison.write(output, results);
    out.print(PolicyComparison.table(results));
    out.printf(Locale.ROOT, "%nsimulated in %.1f s; wrote %s/comparison.png (and .svg, .csv) and each policy's jobs.csv,"
        + " energy.csv, summary.json%n", (System.nanoTime() - started) / 1e9, output);
    return ExitStatus.OK;
  }
}
