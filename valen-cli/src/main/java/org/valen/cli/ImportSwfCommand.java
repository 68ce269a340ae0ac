package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.valen.model.importer.swf.SwfImport;
import org.valen.model.importer.swf.SwfImportSettings;
import org.valen.model.importer.swf.SwfImporter;
import org.valen.model.importer.swf.SwfReader;
import org.valen.model.importer.swf.SwfTrace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen import swf}: a job log of the Parallel Workloads Archive as a platform, catalogue and workload. */
@Command(
    name = "swf",
    mixinStandardHelpOptions = true,
    header = "Import a Standard Workload Format log (Parallel Workloads Archive) as platform, catalogue and workload.",
    description = {
      "Import a job log in the Standard Workload Format (.swf, or .swf.gz) as platform.json (the machine's"
          + " processors as Intel Core M cores), catalogue.json (one template per job size and run-time class)"
          + " and workload.json (one arrival per job, each with its own value curve), which simulate, profile,"
          + " validate and scenario files take like any other. A job of P processors and run time R becomes"
          + " ceil(P/G) parallel tasks of R seconds (G = --processors-per-core), its deadline a factor of its"
          + " requested or run time. Jobs without processors or run time are skipped and counted; a malformed"
          + " line stops the import (one line each, exit status 2, nothing written). See valen-model/README.md"
          + " for the whole mapping."
    })
final class ImportSwfCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "TRACE", description = "The SWF log, plain or gzip-compressed.")
  String trace;

  @Option(names = {"-o", "--output"}, required = true,
      description = "Folder to write platform.json, catalogue.json and workload.json into.")
  Path output;

  @Mixin OverwriteOption overwrite;

  @Option(names = "--name", description = "Catalogue name, which also names its profiles' folder (default: the log's file name).")
  String name;

  @Option(names = "--start-day", defaultValue = "0", description = "Start of the window, days after the log's start (default: ${DEFAULT-VALUE}).")
  double startDay;

  @Option(names = "--days", description = "Length of the window in days (default: the whole log).")
  Double days;

  @Option(names = "--every", defaultValue = "1", description = "Keep every N-th job of the window (default: ${DEFAULT-VALUE}: all).")
  int every;

  @Option(names = "--load", defaultValue = "1", description = "Scale the arrival rate: submit times are divided by it (default: ${DEFAULT-VALUE}).")
  double load;

  @Option(names = "--processors-per-core", paramLabel = "G", defaultValue = "1",
      description = "Trace processors one valen core stands for; a job keeps its work (default: ${DEFAULT-VALUE}).")
  int processorsPerCore;

  @Option(names = "--cores-per-node", defaultValue = "16", description = "Cores per node of platform.json (default: ${DEFAULT-VALUE}).")
  int coresPerNode;

  @Option(names = "--time-classes", paramLabel = "K", defaultValue = "4",
      description = "Run-time classes per doubling: task times are rounded to 2^(k/K) s, one template per size and class (default: ${DEFAULT-VALUE}, within 9%%).")
  int timeClasses;

  @Option(names = "--shape", defaultValue = "rigid", description = "Task graph of a job: rigid (P/G independent tasks) or fork-join (default: ${DEFAULT-VALUE}).")
  String shape;

  @Option(names = "--serial-fraction", defaultValue = "0.1",
      description = "fork-join: share of the time in the fork and join tasks (default: ${DEFAULT-VALUE}).")
  double serialFraction;

  @Option(names = "--deadline-basis", defaultValue = "requested",
      description = "The time a deadline is a factor of: requested (where the log has it, else run) or run (default: ${DEFAULT-VALUE}).")
  String deadlineBasis;

  @Option(names = "--curve", defaultValue = "soft-deadline",
      description = "Value curve of every job: soft-deadline (decays after the deadline) or hard-deadline (default: ${DEFAULT-VALUE}).")
  String curve;

  @Mixin ValueCurveOptions valueCurves;

  @Option(names = "--completed-only", description = "Keep only jobs of status 1 (completed).")
  boolean completedOnly;

  @Option(names = "--seed", defaultValue = "1", description = "Seed of the value curves' factors (default: ${DEFAULT-VALUE}).")
  long seed;

  @Override
  public Integer call() {
    SwfImportSettings settings = UsageException.fromOptions(() -> new SwfImportSettings(startDay,
        days == null ? Double.POSITIVE_INFINITY : days, every, load, processorsPerCore, timeClasses,
        choice("--shape", shape, SwfImportSettings.Shape.class), serialFraction,
        choice("--deadline-basis", deadlineBasis, SwfImportSettings.DeadlineBasis.class),
        choice("--curve", curve, SwfImportSettings.CurveFamily.class), valueCurves.parameters(), completedOnly,
        coresPerNode, seed));
    overwrite.check(output);
    SwfTrace log = SwfReader.read(trace);
    SwfImport imported = SwfImporter.map(log, settings, "catalogue.json", java.util.Optional.ofNullable(name));
    TrialFiles.write(output, imported.platform(), "catalogue.json", imported.catalogue(), imported.workload());
    report(log, imported, spec.commandLine().getOut());
    return ExitStatus.OK;
  }

  private void report(SwfTrace log, SwfImport imported, PrintWriter out) {
    var header = log.header();
    out.printf(Locale.ROOT, "%s: %d job lines (%s, %s processors, from %s)%n", trace, imported.jobLines(),
        header.field("Computer").orElse("computer unknown"),
        header.maxProcessors().isPresent() ? String.valueOf(header.maxProcessors().getAsLong()) : "? ",
        header.field("StartTime").orElse("start unknown"));
    var workload = imported.workload();
    out.printf(Locale.ROOT, "imported %d jobs over %.1f days as %d templates; status: %s%n", workload.arrivals().size(),
        workload.horizonSeconds() / 86_400, imported.catalogue().templates().size(),
        SwfImporter.describe(imported.statuses()));
    out.printf("skipped %d: %s%n", imported.skippedCount(), SwfImporter.describe(imported.skipped()));
    var platform = imported.platform();
    out.printf("wrote platform.json (%s: %d nodes x %d cores), catalogue.json, workload.json in %s%n%s%n",
        platform.name(), platform.nodes().size(), platform.nodes().get(0).cores(), output,
        TrialFiles.simulateHint(output));
  }

  /** The constant of {@code type} written {@code text} (lower case, dashes). */
  static <E extends Enum<E>> E choice(String option, String text, Class<E> type) {
    return Arrays.stream(type.getEnumConstants()).filter(e -> SwfImportSettings.name(e).equals(text)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(option + " must be one of " + String.join(", ",
            Arrays.stream(type.getEnumConstants()).map(SwfImportSettings::name).toList()) + ", was '" + text + "'"));
  }
}
