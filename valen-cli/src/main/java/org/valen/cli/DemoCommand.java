package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen demo}: the end-to-end example on the bundled paper 001 platform and catalogue. */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description = {
      "Run the bundled example: paper 001's platform (3 nodes x 10 Intel Core M cores) and",
      "catalogue (20 DAG jobs), a month of arrivals generated from the seed, validated and",
      "summarized. Files go to the output folder."
    })
final class DemoCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = {"-o", "--output"}, defaultValue = "valen-demo", description = "Output folder (default: ${DEFAULT-VALUE}).")
  Path output;

  @Option(names = "--seed", defaultValue = "1", description = "Workload seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--load", defaultValue = "1.0", description = "Offered work / capacity (default: ${DEFAULT-VALUE}).")
  double load;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    WorkloadParameters parameters =
        UsageException.fromOptions(() -> WorkloadParameters.defaults(platform.totalCores()).withLoad(load));
    Workload workload = WorkloadGenerator.generate(catalogue, "catalogue.json", parameters, seed);

    Path platformFile = output.resolve("platform.json");
    Path catalogueFile = output.resolve("catalogue.json");
    Path workloadFile = output.resolve("workload.json");
    ValenFiles.write(platformFile, platform);
    ValenFiles.write(catalogueFile, catalogue);
    ValenFiles.write(workloadFile, workload);
    for (Path file : List.of(platformFile, catalogueFile, workloadFile)) {
      List<Problem> problems = ValenFiles.validate(file.toString());
      if (!problems.isEmpty()) {
        throw new InvalidInputException(problems);
      }
    }

    CoreType core = platform.singleCoreType();
    out.printf(Locale.ROOT, "platform  %s: %d nodes x %d cores of %s, %d v/f levels (%.1f-%.1f GHz)%n",
        platform.name(), platform.nodes().size(), platform.nodes().get(0).cores(), core.id(),
        core.levelCount(), core.maxFrequencyHertz() / 1e9,
        core.level(core.levelCount() - 1).frequencyHertz() / 1e9);
    IntSummaryStatistics tasks = catalogue.templates().stream().mapToInt(JobTemplate::taskCount).summaryStatistics();
    out.printf(Locale.ROOT, "catalogue %s: %d DAG jobs of %d-%d tasks, mean work %.1f core-hours%n",
        catalogue.name(), catalogue.templates().size(), tasks.getMin(), tasks.getMax(),
        catalogue.templates().stream().mapToDouble(JobTemplate::totalReferenceSeconds).average().orElse(0) / 3600);
    summarizeWorkload(out, workload, parameters);
    out.printf("wrote and validated %s, %s, %s%n", platformFile, catalogueFile, workloadFile);
    return ExitStatus.OK;
  }

  private static void summarizeWorkload(PrintWriter out, Workload w, WorkloadParameters p) {
    long peak = w.arrivals().stream().mapToDouble(Arrival::arrivalSeconds).filter(p::isPeak).count();
    long offPeak = w.arrivals().size() - peak;
    double peakHours = 0;
    for (double h = 0.5; h < w.horizonSeconds() / 3600; h++) {
      peakHours += p.isPeak(h * 3600) ? 1 : 0;
    }
    double offPeakHours = w.horizonSeconds() / 3600 - peakHours;
    out.printf(Locale.ROOT, "workload  %.0f days, %d arrivals: %.2f/h at peak (weekdays %d-%d h), %.2f/h off-peak, seed %d%n",
        p.days(), w.arrivals().size(), peak / peakHours, p.peakStartHour(), p.peakEndHour(),
        offPeak / offPeakHours, w.provenance().orElseThrow().seed());
  }
}
