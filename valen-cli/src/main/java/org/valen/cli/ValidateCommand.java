package org.valen.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.FileFormat;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen validate FILE...}. */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check valen files (platform, catalogue, workload with its catalogue, profile, scenario, bag with",
      "its platform and catalogue) and print",
      "every problem, one per line: file, JSON path or line, what was found, what was expected.",
      "A scenario is checked as 'valen experiment --scenario' checks it before its first run: its",
      "policies, their options and needs on every run's platform and catalogue, and the profiles.",
      "Files given together are checked together: a workload with its catalogue, and a profile with the",
      "platform and the catalogue given (or named by a workload given), as a run checks it: up to date,",
      "a plan of as many tasks as its template, levels and sizes the platform has.",
      "Exit status 2 if any file has a problem."
    })
final class ValidateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files, or bundled:NAME.")
  List<String> files;

  @Option(names = "--profiles", defaultValue = "profiles",
      description = "For scenario files: the profiles folder the experiment would use (default: ${DEFAULT-VALUE}).")
  Path profiles;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int bad = 0;
    Map<String, FileFormat> valid = new LinkedHashMap<>();
    for (String file : files) {
      List<Problem> problems = problemsOf(file);
      if (problems.isEmpty()) {
        valid.put(file, ValenFiles.formatOf(file).orElseThrow());
      } else {
        bad++;
        problems.forEach(err::println);
      }
    }
    List<String> notes = new ArrayList<>();
    Map<String, List<Problem>> together = new LinkedHashMap<>();
    FilesTogether.problems(valid, notes).forEach(p -> together.computeIfAbsent(p.file(), f -> new ArrayList<>()).add(p));
    for (Map.Entry<String, FileFormat> e : valid.entrySet()) {
      List<Problem> problems = together.getOrDefault(e.getKey(), List.of());
      if (problems.isEmpty()) {
        out.printf("%s: ok (%s version %d)%n", e.getKey(), e.getValue().formatName(),
            ValenFiles.versionOf(e.getKey()).orElse(e.getValue().version()));
      } else {
        bad++;
        problems.forEach(err::println);
      }
    }
    notes.forEach(n -> out.println("note: " + n));
    return bad == 0 ? ExitStatus.OK : ExitStatus.USAGE;
  }

  /** The model checks its own formats; scenario files by the experiments module, bags by the profit module. */
  private List<Problem> problemsOf(String file) {
    if (ValenFiles.formatOf(file).filter(f -> f == FileFormat.SCENARIO).isPresent()) {
      try {
        return ExperimentCatalog.load().scenarioFile(file)
            .problems(new ExperimentOptions(Optional.empty(), Optional.empty(), 1, profiles));
      } catch (InvalidInputException e) {
        return e.problems();
      }
    }
    if (ValenFiles.formatOf(file).filter(f -> f == FileFormat.BAG).isPresent()) {
      return org.valen.profit.io.BagFiles.problems(file);
    }
    return ValenFiles.validate(file);
  }
}
