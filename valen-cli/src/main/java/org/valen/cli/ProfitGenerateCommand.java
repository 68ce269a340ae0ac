package org.valen.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Provenance;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.generate.SystemGenerator;
import org.valen.profit.generate.SystemParameters;
import org.valen.profit.io.BagFiles;
import org.valen.profit.io.BagSystems;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code valen profit generate}: a seeded system and bag of paper 003's size as valen files. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = {
      "Write a system and bag of paper 003's size (9 machine types x 40 machines, 30 task types,",
      "11,000 tasks; ETC by the CVB method, APC around 100-140 W per machine type) as bag.json",
      "(format valen.bag: task counts and economics), platform.json and catalogue.json (one-task",
      "templates with the ETC/APC matrices). 'valen profit run DIR/bag.json' solves it; every",
      "generator parameter is in the bag's provenance. The bundled bag is seed 1."
    })
final class ProfitGenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--seed", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--tasks", description = "Tasks in the bag (default: the paper's 11000).")
  Integer tasks;

  @Option(names = "--idle-fraction", defaultValue = "0",
      description = "Idle power as a fraction of each machine type's mean APC (section V-C: 0.05; default: ${DEFAULT-VALUE}).")
  double idleFraction;

  @Option(names = "--gamma", defaultValue = "1.2",
      description = "Profit ratio written into the bag: p = gamma * c * E_min (default: ${DEFAULT-VALUE}).")
  double gamma;

  @Option(names = "--as-bundled", hidden = true,
      description = "Name the files paper003-*.json and refer to them as bundled: (to make the bundled bag).")
  boolean asBundled;

  @Option(names = {"-o", "--output"}, required = true, description = "Output folder.")
  Path output;

  @picocli.CommandLine.Mixin OverwriteOption overwrite;

  @Override
  public Integer call() {
    SystemParameters params = UsageException.fromOptions(() -> {
      SystemParameters p = SystemParameters.paper003().withIdleFraction(idleFraction);
      return tasks == null ? p : p.withTasks(tasks);
    });
    Economics economics = UsageException.fromOptions(() -> Economics.ofProfitRatio(gamma, 1));
    overwrite.check(output);
    Bag bag = SystemGenerator.generate(params, seed);
    SortedMap<String, String> described = new TreeMap<>();
    described.put("generator", "org.valen.profit.generate.SystemGenerator");
    described.put("parameters", params.describe());
    Optional<Provenance> provenance = Optional.of(new Provenance("valen profit generate", seed, described));
    if (asBundled) {
      String prefix = "paper003-";
      ValenFiles.write(output.resolve(prefix + BagFiles.PLATFORM), BagSystems.platform(bag));
      ValenFiles.write(output.resolve(prefix + BagFiles.CATALOGUE), BagSystems.catalogue(bag, provenance));
      AtomicFiles.writeText(output.resolve(prefix + BagFiles.BAG), BagFiles.text(bag, economics, provenance,
          "bundled:" + prefix + BagFiles.PLATFORM, "bundled:" + prefix + BagFiles.CATALOGUE));
    } else {
      BagFiles.write(output, bag, economics, provenance);
    }
    spec.commandLine().getOut().printf("%s: %d tasks of %d types on %d machines of %d types; wrote bag.json,"
        + " platform.json, catalogue.json in %s%n", bag.name(), bag.totalTasks(), bag.taskTypeCount(),
        bag.totalMachines(), bag.machineTypeCount(), output);
    return ExitStatus.OK;
  }
}
