package org.valen.experiments.runplot;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.JsonFile;

/**
 * The files of a run folder ({@code valen simulate -o DIR}, with {@code --trace} for {@code
 * tasks.csv}) as the plots read them. Files are read line by line, and only the pieces of the
 * window asked for are kept, so a trace of millions of pieces costs little memory. A missing file
 * or a malformed line is an {@link InvalidInputException} naming the file and line.
 */
public final class RunFolder {
  static final String TASKS = "tasks.csv";
  static final String ENERGY = "energy.csv";
  static final String SUMMARY = "summary.json";
  private static final String TASKS_HEADER = "job,task,node,core,level,start_s,end_s,end";

  private final Path folder;

  public RunFolder(Path folder) {
    this.folder = folder;
  }

  /** What the run was: {@code POLICY on SCENARIO}, from {@code summary.json} if it is there. */
  public String label() {
    Path summary = folder.resolve(SUMMARY);
    if (!Files.isRegularFile(summary)) {
      return folder.getFileName() == null ? folder.toString() : folder.getFileName().toString();
    }
    JsonFile json = JsonFile.load(summary.toString());
    return json.root().map(r -> r.node().path("policy").asText("?") + " on " + r.node().path("scenario").asText("?"))
        .orElse(folder.toString());
  }

  /** The platform file the run names in {@code summary.json} ({@code platformFile}), if it names one. */
  public Optional<String> platformFile() {
    Path summary = folder.resolve(SUMMARY);
    if (!Files.isRegularFile(summary)) {
      return Optional.empty();
    }
    return JsonFile.load(summary.toString()).root().map(r -> r.node().path("platformFile"))
        .filter(n -> n.isTextual()).map(n -> n.asText());
  }

  /** The pieces of {@code tasks.csv} that overlap {@code [from, to]}. */
  public List<TaskPiece> pieces(double from, double to) {
    List<TaskPiece> pieces = new ArrayList<>();
    Path file = folder.resolve(TASKS);
    forEachLine(file, TASKS_HEADER, "valen simulate --trace writes it", (line, cells) -> {
      if (cells.length != 8) {
        throw problem(file, line, cells.length + " fields", "8 fields: " + TASKS_HEADER);
      }
      try {
        TaskPiece p = new TaskPiece(cells[0], Integer.parseInt(cells[1]), cells[2], Integer.parseInt(cells[3]),
            Integer.parseInt(cells[4]), Double.parseDouble(cells[5]), Double.parseDouble(cells[6]), cells[7]);
        if (p.overlaps(from, to)) {
          pieces.add(p);
        }
      } catch (NumberFormatException e) {
        throw problem(file, line, "\"" + String.join(",", cells) + "\"", "numbers in task, core, level, start_s, end_s");
      }
    });
    return pieces;
  }

  /** Busy core-seconds at each v/f level over the whole run, by level. */
  public double[] busySecondsByLevel() {
    double[] busy = new double[0];
    for (TaskPiece p : pieces(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY)) {
      if (p.level() >= busy.length) {
        busy = java.util.Arrays.copyOf(busy, p.level() + 1);
      }
      busy[p.level()] += p.endSeconds() - p.startSeconds();
    }
    return busy;
  }

  /** The rows of {@code energy.csv}: start, end, and the energy of each kind and in all, and mean power. */
  public List<double[]> energyRows() {
    List<double[]> rows = new ArrayList<>();
    Path file = folder.resolve(ENERGY);
    forEachLine(file, "start_s,end_s,dynamic_j,static_j,idle_j,overhead_j,total_j,mean_power_w",
        "valen simulate writes it", (line, cells) -> {
          double[] row = new double[cells.length];
          try {
            for (int i = 0; i < cells.length; i++) {
              row[i] = Double.parseDouble(cells[i]);
            }
          } catch (NumberFormatException e) {
            throw problem(file, line, "\"" + String.join(",", cells) + "\"", "numbers");
          }
          if (row.length != 8) {
            throw problem(file, line, row.length + " fields", "8 fields");
          }
          rows.add(row);
        });
    return rows;
  }

  private interface LineReader {
    void read(int line, String[] cells);
  }

  private static void forEachLine(Path file, String header, String hint, LineReader reader) {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String first = in.readLine();
      if (first == null || !first.equals(header)) {
        throw problem(file, 1, first == null ? "an empty file" : "\"" + cut(first) + "\"", "the header " + header);
      }
      int line = 1;
      for (String text = in.readLine(); text != null; text = in.readLine()) {
        line++;
        if (!text.isEmpty()) {
          reader.read(line, text.split(",", -1));
        }
      }
    } catch (NoSuchFileException e) {
      throw InvalidInputException.of(file.toString(), "", "no such file", "the run's " + file.getFileName()
          + " (" + hint + ")");
    } catch (java.nio.charset.MalformedInputException e) {
      throw InvalidInputException.of(file.toString(), "line 1", "bytes that are not UTF-8 text", "a CSV file");
    } catch (IOException e) {
      throw InvalidInputException.of(file.toString(), "line 1", "a file that cannot be read (" + e.getMessage() + ")",
          "a readable CSV file");
    }
  }

  private static InvalidInputException problem(Path file, int line, String found, String expected) {
    return InvalidInputException.of(file.toString(), "line " + line, found, expected);
  }

  private static String cut(String text) {
    return text.length() <= 60 ? text : text.substring(0, 60) + "…";
  }

  /** The folder. */
  public Path folder() {
    return folder;
  }

  /** Whether the run has a {@code tasks.csv}. */
  public Optional<Path> tasksFile() {
    Path file = folder.resolve(TASKS);
    return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
  }
}
