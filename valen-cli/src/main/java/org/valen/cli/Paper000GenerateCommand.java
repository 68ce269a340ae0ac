package org.valen.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.valen.hc.paper000.workload.Trial;
import org.valen.hc.paper000.workload.TrialParameters;
import org.valen.model.io.ValenFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen paper000 generate}: a trial's system and workload as valen files. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = {
      "Write trial N of paper 000 (seed N) as platform.json (13 machine types, 100 machines),",
      "catalogue.json (100 task types with the ETC/APC matrices) and workload.json (the arrivals, each",
      "with its utility function), so that any policy can run on it with 'valen simulate'."
    })
final class Paper000GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--hours", defaultValue = "26", description = "Hours of arrivals (default: ${DEFAULT-VALUE}).")
  double hours;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @Override
  public Integer call() {
    TrialParameters p = TrialParameters.paper000();
    TrialParameters params = UsageException.fromOptions(() -> p.withArrivals(p.arrivals().withHours(hours)));
    Trial t = Trial.generate(params, trial);
    ValenFiles.write(output.resolve("platform.json"), t.system().platform());
    ValenFiles.write(output.resolve(Trial.CATALOGUE_FILE), t.system().catalogue());
    ValenFiles.write(output.resolve("workload.json"), t.workload());
    spec.commandLine().getOut().printf("trial %d: %d machines of %d types, %d task types, %d arrivals over %s h;"
        + " wrote platform.json, %s, workload.json in %s%n", trial, t.system().platform().nodes().size(),
        t.system().platform().coreTypes().size(), t.system().matrices().taskTypes().size(),
        t.workload().arrivals().size(), hours, Trial.CATALOGUE_FILE, output);
    return ExitStatus.OK;
  }
}
