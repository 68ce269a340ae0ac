package org.valen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.model.io.AtomicFiles;
import org.valen.runtime.output.RunFiles;
import org.valen.runtime.output.TaskTrace;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen simulate}: one policy on one workload. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Simulate a policy on a platform and workload, task by task, and write jobs.csv (one row per",
      "arrival), energy.csv (energy per hour by kind) and summary.json to the output folder.",
      "Every input is checked first: bad files or stale profiles stop the run with exit status 2",
      "and nothing written, as do an option the policy does not take (--option), a bad value and a need",
      "the run does not meet. 'valen policies' lists the policies with their options and needs."
    })
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--platform", defaultValue = "bundled:paper001-platform.json",
      description = "Platform file or bundled:NAME (default: ${DEFAULT-VALUE}).")
  String platform;

  @Option(names = "--workload", defaultValue = "bundled:paper001-workload.json",
      description = "Workload file (its catalogue is found from it) or bundled:NAME (default: ${DEFAULT-VALUE}).")
  String workload;

  @Option(names = "--profiles", defaultValue = "profiles",
      description = "Folder of design-time profiles (default: ${DEFAULT-VALUE}). Read if the policy needs them, and"
          + " for any policy if it holds an up-to-date profile of every template the workload uses: the run's offers"
          + " then come from the profiles, else from the execution model.")
  Path profiles;

  @Option(names = "--policy", required = true, description = "Policy name, e.g. ValEnAdaptOpt.")
  String policyName;

  @Mixin SimulationOptions simulation;

  @Option(names = "--trace", description = "Also write tasks.csv: every task piece with its core and v/f level.")
  boolean trace;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @Override
  public Integer call() {
    var settings = simulation.settings();
    var options = simulation.policyOptions();
    RunInputs in = RunInputs.load(platform, workload, profiles, RunInputs.providers(List.of(policyName)), List.of(options));
    Policy policy = in.policy(0);
    AtomicFiles.requireWritableTarget(output.resolve(RunFiles.JOBS));
    boolean outputExisted = Files.exists(output);
    long started = System.nanoTime();
    SimulationResult result;
    double seconds;
    try (TaskTrace tasks = trace ? TaskTrace.open(output.resolve(TaskTrace.FILE), in.platform()) : null) {
      result = Simulation.run(in.policyInputs(0), in.workload(), policy, settings, tasks == null ? Trace.NONE : tasks);
      seconds = (System.nanoTime() - started) / 1e9;
      RunFiles.write(output, result, workload);
      if (tasks != null) {
        tasks.commit();
      }
    } catch (RuntimeException e) {
      removeIfMadeEmpty(outputExisted);
      throw e;
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "%s on %s: %d jobs, value %.1f of %.1f, job energy %.2f MJ, value/MJ %.2f, rejected %.1f %%, %d reallocations (%.2f s)%n",
        result.policy(), in.platform().name(), result.jobs().size(), result.totalValue(), result.valueUpperBound(),
        result.jobEnergyJoules() / 1e6, result.valuePerJoule() * 1e6, result.rejectedPercent(),
        result.jobs().stream().mapToInt(JobRecord::migrations).sum(), seconds);
    out.printf("offers from %s%n", in.profiles().offers());
    out.printf("wrote %s, %s, %s%s in %s%n", RunFiles.JOBS, RunFiles.ENERGY, RunFiles.SUMMARY, trace ? ", tasks.csv" : "", output);
    return ExitStatus.OK;
  }

  /** A run that failed leaves nothing: not even the output folder that {@code --trace} made for tasks.csv. */
  private void removeIfMadeEmpty(boolean existed) {
    if (existed) {
      return;
    }
    try (var entries = Files.list(output)) {
      if (entries.findAny().isEmpty()) {
        Files.delete(output);
      }
    } catch (IOException e) {
      // nothing was made, or something else is in it now: leave it
    }
  }
}
