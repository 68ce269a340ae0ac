package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.valen.papers.paper001.Paper001Preset;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.papers.paper001.PolicyComparison;
import org.valen.model.io.Bundled;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.policy.Policy;
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
      description = "Folder of the bundled catalogue's profiles (default: ${DEFAULT-VALUE}, the committed ones):"
          + " ValEnJoinOpt's and ValEnAdaptOpt's offers come from them; ValOpt and ValEnSepOpt make their own plans.")
  Path profiles;

  @Mixin SimulationOptions simulation;

  @Option(names = {"-o", "--output"}, defaultValue = "valen-demo", description = "Output folder (default: ${DEFAULT-VALUE}).")
  Path output;

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    var settings = simulation.settings();
    List<PolicyProvider> providers = RunInputs.providers(Paper001Preset.APPROACHES);
    overwrite.check(output);
    RunInputs in = RunInputs.load(Optional.of(Bundled.PAPER001_PLATFORM), Bundled.PAPER001_WORKLOAD, profiles,
        Optional.empty(), providers, optionsOf(providers, simulation.policyOptions()));
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%s: %d arrivals over %.0f days on %s (%d cores); variability seed %d%n",
        Bundled.PAPER001_WORKLOAD, in.workload().arrivals().size(), in.workload().horizonSeconds() / 86_400,
        in.platform().name(), in.platform().totalCores(), settings.seed());
    for (RunInputs.PolicyRun run : in.policies()) {
      out.printf("%-14s %s%n", run.provider().name(), run.offersLine());
    }
    out.println();
    List<Policy> policies = new ArrayList<>();
    for (int i = 0; i < providers.size(); i++) {
      policies.add(in.policy(i));
    }
    List<SimulationResult> results = new ArrayList<>();
    long started = System.nanoTime();
    for (int i = 0; i < providers.size(); i++) {
      results.add(Simulation.run(in.policyInputs(i), in.workload(), policies.get(i), settings));
    }
    for (int i = 0; i < results.size(); i++) {
      SimulationResult r = results.get(i);
      RunFiles.write(output.resolve(r.policy()), r, Bundled.PAPER001_WORKLOAD, in.policies().get(i).setup(in.platform(), in.platformFile()));
    }
    PolicyComparison.write(output, results);
    out.print(PolicyComparison.table(results));
    out.printf(Locale.ROOT, "%nsimulated in %.1f s; wrote %s/comparison.png (and .svg, .csv) and each policy's jobs.csv,"
        + " energy.csv, summary.json%n", (System.nanoTime() - started) / 1e9, output);
    return ExitStatus.OK;
  }

  /** Each option goes to the policies that take it; one that none takes is refused. */
  private static List<Map<String, String>> optionsOf(List<PolicyProvider> providers, Map<String, String> given) {
    List<String> untaken = new ArrayList<>();
    for (String name : given.keySet()) {
      if (providers.stream().noneMatch(p -> PolicyChecks.takes(p, name))) {
        untaken.add("no policy of the demo takes option '" + name + "'; their options: " + String.join(", ",
            providers.stream().flatMap(p -> p.options().stream().map(o -> o.name() + " (" + p.name() + ")")).toList()));
      }
    }
    Refusal.refuseAny(untaken);
    List<Map<String, String>> options = new ArrayList<>();
    for (PolicyProvider p : providers) {
      Map<String, String> own = new TreeMap<>(given);
      own.keySet().removeIf(name -> !PolicyChecks.takes(p, name));
      options.add(own);
    }
    return options;
  }
}
