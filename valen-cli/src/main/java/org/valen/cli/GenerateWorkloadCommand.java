package org.valen.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen generate workload}. */
@Command(
    name = "workload",
    mixinStandardHelpOptions = true,
    description = {
      "Write a workload: arrivals of catalogue jobs over DAYS days from a Monday 00:00, more at",
      "weekday daytime (peak) than at nights and weekends (paper 001, section V). The mean rate",
      "offers LOAD times the work the platform's cores can do at their fastest level."
    })
final class GenerateWorkloadCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--catalogue", required = true, description = "Catalogue file or bundled:NAME.")
  String catalogue;

  @Option(names = "--platform", required = true,
      description = "Platform file or bundled:NAME: its cores set the load, and the workload names it as its platform.")
  String platform;

  @Option(names = "--days", defaultValue = "30", description = "Length in days (default: ${DEFAULT-VALUE}).")
  double days;

  @Option(names = "--load", defaultValue = "1.0", description = "Offered work / capacity (default: ${DEFAULT-VALUE}).")
  double load;

  @Option(names = "--peak-ratio", defaultValue = "3.0", description = "Peak rate / off-peak rate (default: ${DEFAULT-VALUE}).")
  double peakRatio;

  @Option(names = "--peak-hours", defaultValue = "8..20", converter = Ranges.SpanConverter.class,
      description = "Weekday peak hours START..END (default: ${DEFAULT-VALUE}).")
  Ranges.Span peakHours;

  @Mixin ValueCurveOptions valueCurves;

  @Option(names = "--seed", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = {"-o", "--output"}, required = true, description = "File to write.")
  Path output;

  @Override
  public Integer call() {
    Platform p = ValenFiles.readPlatform(platform);
    Catalogue c = ValenFiles.readCatalogue(catalogue);
    WorkloadParameters parameters = UsageException.fromOptions(() -> new WorkloadParameters(days, load,
        p.totalCores(), peakRatio, (int) peakHours.min(), (int) peakHours.max(), valueCurves.parameters()));
    Workload w = WorkloadGenerator.generate(c, References.relativeTo(output, catalogue), parameters, seed)
        .withPlatformReference(References.relativeTo(output, platform));
    ValenFiles.write(output, w);
    spec.commandLine().getOut().printf("wrote %s: %d arrivals over %.0f days, load %.2f on %d cores, seed %d%n",
        output, w.arrivals().size(), days, load, p.totalCores(), seed);
    return ExitStatus.OK;
  }
}
