package org.valen.cli;

import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.valen.model.importer.StgImporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen import stg}. */
@Command(
    name = "stg",
    mixinStandardHelpOptions = true,
    description = {
      "Import Standard Task Graph Set files (Kasahara lab): times become reference",
      "seconds at the fastest level (time x --seconds-per-unit), the dummy entry",
      "and exit tasks are dropped, each job gets the midpoint value curve of its",
      "critical path."
    })
final class ImportStgCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ImportOptions options;

  @Option(names = "--seconds-per-unit", defaultValue = "" + StgImporter.DEFAULT_SECONDS_PER_UNIT,
      description = "Reference seconds per STG time unit (default: ${DEFAULT-VALUE}).")
  double secondsPerUnit;

  @Override
  public Integer call() {
    if (!(secondsPerUnit > 0) || Double.isInfinite(secondsPerUnit)) {
      throw new UsageException("--seconds-per-unit must be a finite number > 0, was " + secondsPerUnit);
    }
    var curves = options.valueCurves.parameters();
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("secondsPerUnit", String.valueOf(secondsPerUnit));
    return options.importAll((file, id) -> StgImporter.read(file, id, secondsPerUnit, curves), "valen import stg",
        parameters, spec.commandLine().getOut());
  }
}
