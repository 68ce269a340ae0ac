package org.valen.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.experiments.ScenarioFile;
import org.valen.model.io.FileFormat;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen validate FILE...}. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check valen files (platform, catalogue, workload with its catalogue, profile, scenario) and print",
      "every problem, one per line: file, JSON path or line, what was found, what was expected.",
      "Exit status 2 if any file has a problem."
    })
final class ValidateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files, or bundled:NAME.")
  List<String> files;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int bad = 0;
    for (String file : files) {
      List<Problem> problems = problemsOf(file);
      if (problems.isEmpty()) {
        FileFormat format = ValenFiles.formatOf(file).orElseThrow();
        out.printf("%s: ok (%s version %d)%n", file, format.formatName(), format.version());
      } else {
        bad++;
        problems.forEach(err::println);
      }
    }
    return bad == 0 ? ExitStatus.OK : ExitStatus.USAGE;
  }

  /** The model checks its own formats; scenario files are read by the experiments module. */
  private static List<Problem> problemsOf(String file) {
    if (ValenFiles.formatOf(file).filter(f -> f == FileFormat.SCENARIO).isPresent()) {
      try {
        ScenarioFile.read(file);
        return List.of();
      } catch (InvalidInputException e) {
        return e.problems();
      }
    }
    return ValenFiles.validate(file);
  }
}
