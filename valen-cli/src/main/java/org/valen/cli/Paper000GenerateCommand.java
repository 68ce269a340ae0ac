package org.valen.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.model.job.Arrival;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.TrialParameters;
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
  /**
   * Every machine {@code k} times; copy r of machine M is {@code M-rR} (the first keeps its name),
   * right after M, so that machines stay listed machine type by machine type, as in the trial.
   */
  static Platform scaled(Platform platform, int k) {
    if (k == 1) {
      return platform;
    }
    List<Node> nodes = new ArrayList<>();
    for (Node n : platform.nodes()) {
      for (int r = 0; r < k; r++) {
        nodes.add(new Node(r == 0 ? n.id() : n.id() + "-r" + r, n.coreTypeId(), n.cores(), n.processors(),
            n.powerSupplyEfficiency()));
      }
    }
    return platform.withNodes(platform.name() + "-x" + k, nodes);
  }

  /** The arrivals of trials {@code trial} to {@code trial + k - 1}, ids prefixed by their trial, in time order. */
  static Workload merged(TrialParameters params, long trial, int k, Workload first) {
    List<Arrival> arrivals = new ArrayList<>();
    double horizon = 0;
    for (long s = trial; s < trial + k; s++) {
      Workload w = s == trial ? first : Trial.generate(params, s).workload();
      horizon = Math.max(horizon, w.horizonSeconds());
      for (Arrival a : w.arrivals()) {
        arrivals.add(new Arrival("t" + s + "-" + a.id(), a.templateId(), a.arrivalSeconds(), a.valueCurve()));
      }
    }
    return new Workload(first.catalogueReference(), first.provenance(), horizon, arrivals);
  }

  @Spec CommandSpec spec;

  @Option(names = "--trial", defaultValue = "1", description = "Trial number = seed (default: ${DEFAULT-VALUE}).")
  long trial;

  @Option(names = "--hours", defaultValue = "26", description = "Hours of arrivals (default: ${DEFAULT-VALUE}).")
  double hours;

  @Option(names = "--scale", defaultValue = "1", paramLabel = "K",
      description = "A K-times larger case (the big-input bench): every machine K times, and the arrivals of trials"
          + " N to N+K-1 merged, on trial N's task types (default: ${DEFAULT-VALUE}).")
  int scale;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    TrialParameters p = TrialParameters.paper000();
    TrialParameters params = UsageException.fromOptions(() -> p.withArrivals(p.arrivals().withHours(hours)));
    if (scale < 1) {
      throw new UsageException("--scale must be at least 1, was " + scale);
    }
    overwrite.check(output);
    Trial t = Trial.generate(params, trial);
    Platform platform = scaled(t.system().platform(), scale);
    Workload workload = scale == 1 ? t.workload() : merged(params, trial, scale, t.workload());
    TrialFiles.write(output, platform, Trial.CATALOGUE_FILE, t.system().catalogue(), workload);
    spec.commandLine().getOut().printf("trial %d%s: %d machines of %d types, %d task types, %d arrivals over %s h;"
        + " wrote platform.json, %s, workload.json in %s%n%s%n", trial, scale == 1 ? "" : " scaled " + scale + "x",
        platform.nodes().size(), platform.coreTypes().size(), t.system().matrices().taskTypes().size(),
        workload.arrivals().size(), hours, Trial.CATALOGUE_FILE, output, TrialFiles.simulateHint(output));
    return ExitStatus.OK;
  }
}
