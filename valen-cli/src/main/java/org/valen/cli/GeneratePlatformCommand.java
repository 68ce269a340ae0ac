package org.valen.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.ValenFiles;
import org.valen.model.platform.Platform;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code valen generate platform}. */
@Command(
    name = "platform",
    mixinStandardHelpOptions = true,
    description = {
      "Write a platform of identical nodes.",
      "Presets: paper001 (Intel Core M, 6 v/f levels derived from P = C V^2 f),",
      "rk3399 (Cortex-A72 levels from measured power tables)."
    })
final class GeneratePlatformCommand implements Callable<Integer> {
  enum Preset { paper001, rk3399 }

  @Spec CommandSpec spec;

  @Option(names = "--preset", defaultValue = "paper001", description = "Core type: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  Preset preset;

  @Option(names = "--nodes", defaultValue = "3", description = "Number of nodes (default: ${DEFAULT-VALUE}).")
  int nodes;

  @Option(names = "--cores", defaultValue = "10", description = "Cores per node (default: ${DEFAULT-VALUE}).")
  int cores;

  @Option(names = {"-o", "--output"}, required = true, description = "File to write.")
  Path output;

  @Override
  public Integer call() {
    if (nodes < 1 || cores < 1) {
      throw new UsageException("--nodes and --cores must be at least 1, were " + nodes + " and " + cores);
    }
    Platform platform = preset == Preset.paper001
        ? PlatformPresets.paper001(nodes, cores)
        : PlatformPresets.rk3399(nodes, cores);
    ValenFiles.write(output, platform);
    spec.commandLine().getOut().printf("wrote %s: %s, %d nodes x %d cores, %d v/f levels%n",
        output, platform.name(), nodes, cores, platform.singleCoreType().levelCount());
    return ExitStatus.OK;
  }
}
