package org.valen.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.model.io.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen experiment show NAME}: a named experiment's scenario file, to copy and extend. */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description = {
      "Print a named experiment's scenario file (format valen.scenario). Save it, add your policy to its",
      "\"policies\", and run it with 'valen experiment --scenario FILE': the same runs.csv as the named",
      "experiment, with your policy beside the paper's."
    })
final class ExperimentShowCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "NAME", description = "A named experiment that is a scenario; see 'valen experiment --list'.")
  String name;

  @Override
  public Integer call() {
    ExperimentCatalog catalog = ExperimentCatalog.load();
    String text = catalog.scenarioText(name).orElseThrow(() -> InvalidInputException.of("valen experiment show",
        "NAME", "'" + name + "'" + (catalog.ids().contains(name) ? ", which is not a scenario (paper 003's figures and"
            + " the cross-paper table are experiments of their own)" : ""),
        "a named experiment that is a scenario: one of " + String.join(", ", catalog.all().stream()
            .filter(e -> catalog.scenarioText(e.id()).isPresent()).map(e -> e.id()).toList())));
    PrintWriter out = spec.commandLine().getOut();
    out.print(text);
    out.flush();
    return ExitStatus.OK;
  }
}
