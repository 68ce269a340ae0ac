package org.valen.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.valen.model.trials.paper004.workload.BurstParameters;
import org.valen.model.trials.paper004.workload.DecayUnit;
import org.valen.model.trials.paper004.workload.Paper004Trial;
import org.valen.model.trials.paper004.workload.Paper004TrialParameters;
import org.valen.model.trials.paper004.workload.UtilityClassSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper004 generate}: a trial's clusters and bursts as valen files. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = {
      "Write trial N of paper 004 (seed N) as platform.json (five clusters of identical cores,",
      "about 800), catalogue.json (100 task types with the ETC matrix) and workload.json (the",
      "bursts of arrivals, each with its utility function), so that any policy of one-task jobs",
      "can run on it with 'valen simulate' (paper 004's heuristics: --policy P004-...)."
    })
final class Paper004GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--hours", defaultValue = "28", description = "Hours of arrivals, the 4 h of fill included"
      + " (default: ${DEFAULT-VALUE}).")
  double hours;

  @Option(names = "--burst-size", defaultValue = "64", description = "Mean burst size B (default: ${DEFAULT-VALUE}).")
  double burstSize;

  @Option(names = "--utility", defaultValue = "twenty-classes",
      description = "Utility class set: step, decaying or twenty-classes (default: ${DEFAULT-VALUE}).")
  String utility;

  @Option(names = "--decay-unit", defaultValue = "execution-time", description = "Unit of the urgencies:"
      + " execution-time (per mean execution time of the task type), minute or hour (default: ${DEFAULT-VALUE}).")
  String decayUnit;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    Paper004TrialParameters p = Paper004TrialParameters.paper004();
    Paper004TrialParameters params = UsageException.fromOptions(() -> {
      BurstParameters b = p.bursts();
      if (!(hours > b.fillHours())) {
        throw new IllegalArgumentException("--hours must be above the " + b.fillHours() + " h of fill, was " + hours);
      }
      return p.withBursts(b.withMeasuredHours(hours - b.fillHours()).withMeanBurstSize(burstSize)
          .withUtility(UtilityClassSet.of(utility)).withShape(b.shape().withDecayUnit(DecayUnit.of(decayUnit))));
    });
    overwrite.check(output);
    Paper004Trial t = Paper004Trial.generate(params, trial);
    TrialFiles.write(output, t.system().platform(), Paper004Trial.CATALOGUE_FILE, t.system().catalogue(), t.workload());
    spec.commandLine().getOut().printf("trial %d: %d clusters, %d cores, %d task types, %d arrivals over %s h;"
        + " wrote platform.json, %s, workload.json in %s%n%s%n", trial, t.system().platform().coreTypes().size(),
        t.system().platform().totalCores(), t.system().catalogue().templates().size(), t.workload().arrivals().size(),
        hours, Paper004Trial.CATALOGUE_FILE, output, TrialFiles.simulateHint(output));
    return ExitStatus.OK;
  }
}
