package org.valen.experiments.runs;

import java.nio.file.Path;
import java.util.List;
import org.valen.experiments.Experiments;
import org.valen.model.io.AtomicFiles;

/** Writes {@code runs.csv} from its header and the units' lines. */
public final class RunsFile {
  private RunsFile() {}

  /** {@code header} and every line, each ended by a line break, written atomically into {@code folder}. */
  public static void write(Path folder, String header, List<String> lines) {
    StringBuilder out = new StringBuilder(header).append('\n');
    lines.forEach(l -> out.append(l).append('\n'));
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), out.toString());
  }
}
