package org.valen.experiments.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Experiments;

/**
 * The units of an experiment that does not cut itself: one unit that runs the whole experiment in
 * a scratch folder and returns its {@code runs.csv} whole (header included); finishing writes those
 * lines and makes the rest again from them ({@link Experiment#rebuild}). It runs anywhere the
 * experiment runs, in one piece.
 */
public final class WholeExperiment implements RunUnits {
  private final Experiment experiment;
  private final ExperimentOptions options;

  public WholeExperiment(Experiment experiment, ExperimentOptions options) {
    this.experiment = experiment;
    this.options = options;
  }

  @Override
  public int units(int stage) {
    return 1;
  }

  @Override
  public List<String> run(int stage, int unit, List<String> earlier) {
    Path scratch = null;
    try {
      scratch = Files.createTempDirectory("valen-" + experiment.id());
      experiment.run(options, (done, total) -> {}, scratch, "");
      return Files.readAllLines(scratch.resolve(Experiments.RUNS));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot use a scratch folder for " + experiment.id() + ": " + e.getMessage(), e);
    } finally {
      delete(scratch);
    }
  }

  @Override
  public void finish(List<String> lines, Path folder, String command) {
    RunsFile.write(folder, lines.get(0), lines.subList(1, lines.size()));
    experiment.rebuild(folder, command);
  }

  private static void delete(Path folder) {
    if (folder == null) {
      return;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a scratch folder left behind in the temporary directory is harmless
    }
  }
}
