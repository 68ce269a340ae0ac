package org.valen.cli;

import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.valen.model.importer.WfFormatImporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code valen import wfformat}. */
@Command(
    name = "wfformat",
    mixinStandardHelpOptions = true,
    description = {
      "Import WfCommons WfFormat 1.5 workflow executions: measured runtimeInSeconds",
      "become reference seconds at the fastest level, the sizes of the files a",
      "parent writes and its child reads become edge data, each job gets the",
      "midpoint value curve of its critical path."
    })
final class ImportWfFormatCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ImportOptions options;

  @Override
  public Integer call() {
    var curves = options.valueCurves.parameters();
    return options.importAll((file, id) -> WfFormatImporter.read(file, id, curves), "valen import wfformat",
        new TreeMap<>(), spec.commandLine().getOut());
  }
}
