package org.valen.experiments;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.valen.experiments.table.RunTable;
import org.valen.model.io.ScratchFolders;

/**
 * The units of an experiment that does not cut itself: one unit that runs the whole experiment in
 * a scratch folder and returns its {@code runs.csv} whole (header included); finishing writes those
 * lines and makes the rest again from them. It runs anywhere the experiment runs, in one piece.
 */
public final class WholeExperiment implements RunUnits {
  private final String id;
  private final Consumer<Path> writeRuns;
  private final BiConsumer<Path, String> rebuild;

  /**
   * @param id the experiment's id, for the scratch folder's name
   * @param writeRuns runs every run and writes {@code runs.csv} (and any file the rebuild reads) into a folder
   * @param rebuild makes summary, plots and report from a folder's {@code runs.csv}, quoting a command
   */
  public WholeExperiment(String id, Consumer<Path> writeRuns, BiConsumer<Path, String> rebuild) {
    this.id = id;
    this.writeRuns = writeRuns;
    this.rebuild = rebuild;
  }

  @Override
  public int units(int stage) {
    return 1;
  }

  @Override
  public List<String> run(int stage, int unit, List<String> earlier) {
    Path scratch = ScratchFolders.create("valen-" + id);
    try {
      writeRuns.accept(scratch);
      return Files.readAllLines(scratch.resolve(RunTable.FILE));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot use a scratch folder for " + id + ": " + e.getMessage(), e);
    } finally {
      ScratchFolders.delete(scratch);
    }
  }

  @Override
  public void finish(List<String> lines, Path folder, String command) {
    RunTable.write(folder, lines.get(0), lines.subList(1, lines.size()));
    rebuild.accept(folder, command);
  }
}
