package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.MatrixModel;
import org.valen.model.exec.PmfModel;
import org.valen.model.exec.ScaledReferenceModel;

/**
 * Execution models in JSON. {@code scaledReference} has an optional reference frequency and an
 * exponent; {@code matrix} has labels and {@code [taskType][coreType][level]} arrays in which
 * {@code null} times mean "cannot run"; {@code pmf} (paper 002) is read by {@link PmfModelCodec}.
 */
final class ExecutionModelCodec {
  static final String SCALED = "scaledReference";
  static final String MATRIX = "matrix";

  private ExecutionModelCodec() {}

  static Optional<ExecutionModel> read(JsonIn in) {
    int mark = in.problems().count();
    String kind = in.has("kind") ? in.text("kind") : "";
    Optional<ExecutionModel> model =
        switch (kind) {
          case SCALED -> readScaled(in);
          case MATRIX -> readMatrix(in);
          case PmfModelCodec.KIND -> PmfModelCodec.read(in).<ExecutionModel>map(m -> m);
          default -> {
            in.problem("kind", kind.isEmpty() ? "no field \"kind\"" : "\"" + kind + "\"",
                "one of [" + SCALED + ", " + MATRIX + ", " + PmfModelCodec.KIND + "]");
            yield Optional.empty();
          }
        };
    return in.problems().noneSince(mark) ? model : Optional.empty();
  }

  private static Optional<ExecutionModel> readScaled(JsonIn in) {
    in.requireObject("kind", "referenceFrequencyHertz", "frequencyExponent");
    OptionalDouble reference = in.has("referenceFrequencyHertz")
        ? OptionalDouble.of(in.number("referenceFrequencyHertz", NumberRule.POSITIVE))
        : OptionalDouble.empty();
    double exponent = in.number("frequencyExponent", 1.0, NumberRule.FRACTION);
    if (Double.isNaN(exponent) || (reference.isPresent() && Double.isNaN(reference.getAsDouble()))) {
      return Optional.empty();
    }
    return Optional.of(new ScaledReferenceModel(reference, exponent));
  }

  private static Optional<ExecutionModel> readMatrix(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("kind", "taskTypes", "coreTypes", "timeSeconds", "powerWatts");
    List<String> taskTypes = texts(in.nonEmptyArray("taskTypes"));
    List<String> coreTypes = texts(in.nonEmptyArray("coreTypes"));
    double[][][] time = cube(in, "timeSeconds", taskTypes.size(), coreTypes.size(), true);
    double[][][] power = cube(in, "powerWatts", taskTypes.size(), coreTypes.size(), false);
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "consistent ETC and APC matrices",
        () -> new MatrixModel(taskTypes, coreTypes, time, power));
  }

  private static List<String> texts(List<JsonIn> elements) {
    List<String> values = new ArrayList<>();
    elements.forEach(e -> values.add(e.text()));
    return values;
  }

  private static double[][][] cube(JsonIn in, String field, int rows, int columns, boolean nullIsInfinite) {
    List<JsonIn> r = in.array(field);
    if (r.size() != rows) {
      in.problem(field, r.size() + " rows", rows + " rows, one per task type");
      return new double[0][][];
    }
    double[][][] m = new double[rows][columns][];
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
        List<JsonIn> levels = c.get(j).elements("a non-empty array of levels");
        if (levels.isEmpty()) {
          if (c.get(j).node().isArray()) {
            c.get(j).problem("an empty array", "a non-empty array of levels");
          }
          continue;
        }
        m[i][j] = new double[levels.size()];
        for (int k = 0; k < levels.size(); k++) {
          JsonIn v = levels.get(k);
          m[i][j][k] = v.isNull() ? (nullIsInfinite ? Double.POSITIVE_INFINITY : 0)
              : v.number(nullIsInfinite ? NumberRule.POSITIVE : NumberRule.NON_NEGATIVE);
        }
      }
    }
    return m;
  }


  static ObjectNode write(ExecutionModel model) {
    if (model instanceof PmfModel pmf) {
      return PmfModelCodec.write(pmf);
    }
    ObjectNode o = JsonOut.object();
    if (model instanceof ScaledReferenceModel s) {
      o.put("kind", SCALED);
      s.referenceFrequencyHertz().ifPresent(f -> o.put("referenceFrequencyHertz", f));
      o.put("frequencyExponent", s.frequencyExponent());
    } else if (model instanceof MatrixModel m) {
      o.put("kind", MATRIX);
      ArrayNode tt = o.putArray("taskTypes");
      m.taskTypes().forEach(tt::add);
      ArrayNode ct = o.putArray("coreTypes");
      m.coreTypeIds().forEach(ct::add);
      ArrayNode time = o.putArray("timeSeconds");
      ArrayNode power = o.putArray("powerWatts");
      for (int i = 0; i < m.taskTypes().size(); i++) {
        ArrayNode timeRow = time.addArray();
        ArrayNode powerRow = power.addArray();
        for (int j = 0; j < m.coreTypeIds().size(); j++) {
          ArrayNode timeCell = timeRow.addArray();
          ArrayNode powerCell = powerRow.addArray();
          for (int k = 0; k < m.levels(); k++) {
            double t = m.timeSeconds(i, j, k);
            if (Double.isFinite(t)) {
              timeCell.add(t);
              powerCell.add(m.powerWatts(i, j, k));
            } else {
              timeCell.addNull();
              powerCell.addNull();
            }
          }
        }
      }
    } else {
      throw new IllegalArgumentException(
          "no JSON form for execution model " + model.getClass().getName()
              + "; the formats know scaledReference, matrix and pmf");
    }
    return o;
  }
}
