package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;

/**
 * Paper 002's execution-time pmfs in JSON ({@code "kind": "pmf"}): a grid step, labels, and for each
 * task type × core type the pmf of every P-state as {@code {"firstSeconds", "probabilities"}}
 * (impulses at {@code firstSeconds + i × stepSeconds}), or {@code null} where the task type cannot
 * run; optionally a {@code powerWatts} matrix of the same shape (else the core types' P-state power).
 */
final class PmfModelCodec {
  static final String KIND = "pmf";
  private static final double SUM_TOLERANCE = 1e-9;

  private PmfModelCodec() {}

  static Optional<PmfModel> read(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("kind", "stepSeconds", "taskTypes", "coreTypes", "pmfs", "powerWatts");
    double step = in.number("stepSeconds", NumberRule.POSITIVE);
    List<String> taskTypes = texts(in.nonEmptyArray("taskTypes"));
    List<String> coreTypes = texts(in.nonEmptyArray("coreTypes"));
    DiscretePmf[][][] pmfs = cells(in, step, taskTypes.size(), coreTypes.size());
    double[][][] power = in.has("powerWatts") ? power(in, pmfs) : null;
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "consistent execution-time pmfs",
        () -> new PmfModel(step, taskTypes, coreTypes, pmfs, power));
  }

  private static List<String> texts(List<JsonIn> elements) {
    List<String> values = new ArrayList<>();
    elements.forEach(e -> values.add(e.text()));
    return values;
  }

  private static DiscretePmf[][][] cells(JsonIn in, double step, int rows, int columns) {
    List<JsonIn> r = in.array("pmfs");
    if (r.size() != rows) {
      in.problem("pmfs", r.size() + " rows", rows + " rows, one per task type");
      return new DiscretePmf[0][][];
    }
    DiscretePmf[][][] m = new DiscretePmf[rows][columns][];
    int[] usual = usualLevels(r);
    int levels = usual[0];
    for (int i = 0; i < rows; i++) {
      String expected = "an array of " + columns + " columns, one per core type";
      List<JsonIn> c = r.get(i).elements(expected);
      if (c.size() != columns) {
        if (r.get(i).node().isArray()) {
          r.get(i).problem(c.size() + " columns", expected);
        }
        continue;
      }
      for (int j = 0; j < columns; j++) {
        if (c.get(j).isNull()) {
          continue; // the task type cannot run on this core type
        }
        List<JsonIn> cell = c.get(j).elements("an array of one pmf per P-state, or null (cannot run)");
        if (cell.isEmpty()) {
          if (c.get(j).node().isArray()) {
            c.get(j).problem("an empty array", "one pmf per P-state");
          }
          continue;
        }
        if (cell.size() != levels) {
          c.get(j).problem(cell.size() + " P-states", levels + " P-states, as " + usual[1] + " of " + usual[2]
              + " cells (a level is missing or extra)");
          continue;
        }
        m[i][j] = new DiscretePmf[cell.size()];
        for (int k = 0; k < cell.size(); k++) {
          m[i][j][k] = pmf(cell.get(k), step);
        }
      }
    }
    return m;
  }

  /**
   * The number of P-states most cells have (ties: the larger), how many have it, and how many cells
   * there are: a cell that differs is reported against it, so that one bad cell makes one line.
   */
  private static int[] usualLevels(List<JsonIn> rows) {
    java.util.TreeMap<Integer, Integer> counts = new java.util.TreeMap<>();
    int cells = 0;
    for (JsonIn row : rows) {
      if (row.node().isArray()) {
        for (com.fasterxml.jackson.databind.JsonNode cell : row.node()) {
          if (cell.isArray() && !cell.isEmpty()) {
            counts.merge(cell.size(), 1, Integer::sum);
            cells++;
          }
        }
      }
    }
    int best = -1;
    int bestCount = 0;
    for (var e : counts.entrySet()) {
      if (e.getValue() >= bestCount) {
        best = e.getKey();
        bestCount = e.getValue();
      }
    }
    return new int[] {best, bestCount, cells};
  }

  private static DiscretePmf pmf(JsonIn in, double step) {
    int mark = in.problems().count();
    if (!in.requireObject("firstSeconds", "probabilities")) {
      return null;
    }
    double first = in.number("firstSeconds", NumberRule.NON_NEGATIVE);
    List<JsonIn> values = in.nonEmptyArray("probabilities");
    double[] p = new double[values.size()];
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      p[i] = values.get(i).number(NumberRule.NON_NEGATIVE);
      sum += p[i];
    }
    if (in.problems().noneSince(mark) && Math.abs(sum - 1) > SUM_TOLERANCE) {
      in.problem("probabilities", "probabilities that sum to " + sum, "probabilities that sum to 1 (within 1e-9)");
    }
    if (in.problems().noneSince(mark) && step > 0 && Double.isFinite(step)) {
      double k = first / step;
      if (Math.abs(k - Math.rint(k)) > 1e-6) {
        in.problem("firstSeconds", first + " s", "a multiple of stepSeconds (" + step + " s): every pmf lies on the"
            + " model's grid");
      }
    }
    if (!in.problems().noneSince(mark)) {
      return null;
    }
    return in.problems().attempt(in.path(), "a pmf", () -> DiscretePmf.of(step, first, p)).orElse(null);
  }

  private static double[][][] power(JsonIn in, DiscretePmf[][][] pmfs) {
    List<JsonIn> r = in.array("powerWatts");
    if (r.size() != pmfs.length) {
      in.problem("powerWatts", r.size() + " rows", pmfs.length + " rows, as pmfs");
      return null;
    }
    double[][][] m = new double[pmfs.length][][];
    for (int i = 0; i < pmfs.length; i++) {
      List<JsonIn> c = r.get(i).elements("an array of columns, as pmfs");
      m[i] = new double[c.size()][];
      for (int j = 0; j < c.size(); j++) {
        if (c.get(j).isNull()) {
          continue;
        }
        List<JsonIn> levels = c.get(j).elements("an array of one power per P-state");
        m[i][j] = new double[levels.size()];
        for (int k = 0; k < levels.size(); k++) {
          m[i][j][k] = levels.get(k).number(NumberRule.NON_NEGATIVE);
        }
        DiscretePmf[] cell = j < pmfs[i].length ? pmfs[i][j] : null;
        if (cell != null && cell.length != levels.size()) {
          c.get(j).problem(levels.size() + " powers", cell.length + " powers, one per P-state of the pmfs");
        }
      }
    }
    return m;
  }

  static ObjectNode write(PmfModel model) {
    ObjectNode o = JsonOut.object();
    o.put("kind", KIND);
    o.put("stepSeconds", model.stepSeconds());
    ArrayNode tt = o.putArray("taskTypes");
    model.taskTypes().forEach(tt::add);
    ArrayNode ct = o.putArray("coreTypes");
    model.coreTypeIds().forEach(ct::add);
    ArrayNode rows = o.putArray("pmfs");
    ArrayNode powerRows = model.hasPowerMatrix() ? o.putArray("powerWatts") : null;
    List<List<DiscretePmf[]>> cells = model.cells();
    for (int i = 0; i < cells.size(); i++) {
      ArrayNode row = rows.addArray();
      ArrayNode powerRow = powerRows == null ? null : powerRows.addArray();
      for (int j = 0; j < cells.get(i).size(); j++) {
        DiscretePmf[] cell = cells.get(i).get(j);
        if (cell == null) {
          row.addNull();
          if (powerRow != null) {
            powerRow.addNull();
          }
          continue;
        }
        ArrayNode levels = row.addArray();
        ArrayNode powers = powerRow == null ? null : powerRow.addArray();
        for (int k = 0; k < cell.length; k++) {
          ObjectNode pmf = levels.addObject();
          pmf.put("firstSeconds", cell[k].firstSeconds());
          ArrayNode p = pmf.putArray("probabilities");
          for (int n = 0; n < cell[k].size(); n++) {
            p.add(cell[k].probability(n));
          }
          if (powers != null) {
            powers.add(model.powerWatts(i, j, k));
          }
        }
      }
    }
    return o;
  }
}
