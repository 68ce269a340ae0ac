package org.valen.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.model.io.AtomicFiles;
import org.valen.runtime.offers.OfferOrigin;
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
      "Simulate a policy on a workload and platform, task by task, and write jobs.csv (one row per",
      "arrival), energy.csv (energy per hour by kind) and summary.json to the output folder.",
      "The platform is the one the workload names (valen import swf and paperNNN generate write it",
      "beside the workload) unless --platform gives another. Every input is checked first: bad files",
      "or stale profiles stop the run with exit status 2 and nothing written, as do an option the",
      "policy does not take (--option), a bad value and a need the run does not meet. 'valen policies'",
      "lists the policies with their options and needs. Prints the platform, where the offers come",
      "from and every option value the policy chose for the workload; summary.json records them."
    })
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--platform",
      description = "Platform file or bundled:NAME (default: the platform the workload names).")
  String platform;

  @Option(names = "--workload", defaultValue = "bundled:paper001-workload.json",
      description = "Workload file (its catalogue, and its platform if it names one, are found from it) or"
          + " bundled:NAME (default: ${DEFAULT-VALUE}).")
  String workload;

  @Option(names = "--offers", paramLabel = "profiles|model",
      description = "Where the policy's offers come from: design-time profiles (from --profiles; missing or stale"
          + " ones are an error) or the workload's execution model (default: profiles for a policy that needs them,"
          + " model for any other).")
  String offers;

  @Option(names = "--profiles", defaultValue = "profiles",
      description = "Folder of design-time profiles, read when the offers come from profiles (default: ${DEFAULT-VALUE}).")
  Path profiles;

  @Option(names = "--policy", required = true, description = "Policy name, e.g. ValEnAdaptOpt (case-sensitive).")
  String policyName;

  @Mixin SimulationOptions simulation;

  @Option(names = "--trace", description = "Also write tasks.csv: every task piece with its core and v/f level.")
  boolean trace;

  @Option(names = "--no-progress", description = "No progress bar (there is none either when output is not a terminal).")
  boolean noProgress;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    var settings = simulation.settings();
    var options = simulation.policyOptions();
    Optional<OfferOrigin> origin = offers == null ? Optional.empty()
        : Optional.of(UsageException.fromOptions(() -> OfferOrigin.of(offers)));
    overwrite.check(output);
    AtomicFiles.requireWritableTarget(output.resolve(RunFiles.JOBS));
    boolean outputExisted = Files.exists(output);
    RunInputs in = RunInputs.load(Optional.ofNullable(platform), workload, profiles, origin,
        RunInputs.providers(List.of(policyName)), List.of(options));
    RunInputs.PolicyRun run = in.policies().get(0);
    Policy policy = in.policy(0);
    PrintWriter out = spec.commandLine().getOut();
    out.printf("%s on platform %s, %s; %s%n", run.provider().name(), in.platform().name(), in.platformSource(),
        run.offersLine());
    run.chosen().forEach(c -> out.printf("option %s, chosen for this workload: give --option %s=VALUE to change it%n",
        c, c.name()));
    long started = System.nanoTime();
    SimulationResult result;
    double seconds;
    try (TaskTrace tasks = trace ? TaskTrace.open(output.resolve(TaskTrace.FILE), in.platform()) : null;
        SimulationProgress progress = new SimulationProgress("simulate " + run.provider().name(),
            in.workload().horizonSeconds(), !noProgress, tasks == null ? Trace.NONE : tasks)) {
      result = Simulation.run(in.policyInputs(0), in.workload(), policy, settings, progress.trace());
      seconds = (System.nanoTime() - started) / 1e9;
      RunFiles.write(output, result, workload, run.setup(in.platform(), in.platformFile()));
      if (tasks != null) {
        tasks.commit();
      }
    } catch (RuntimeException e) {
      removeIfMadeEmpty(outputExisted);
      throw e;
    }
    out.printf(Locale.ROOT, "%s on %s: %d jobs, value %.1f of %.1f, job energy %.2f MJ, value/MJ %.2f, rejected %.1f %%,"
        + " %d reallocations, ended at %.0f s (%.2f s)%n",
        result.policy(), in.platform().name(), result.jobs().size(), result.totalValue(), result.valueUpperBound(),
        result.jobEnergyJoules() / 1e6, result.valuePerJoule() * 1e6, result.rejectedPercent(),
        result.jobs().stream().mapToInt(JobRecord::migrations).sum(), result.endSeconds(), seconds);
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
