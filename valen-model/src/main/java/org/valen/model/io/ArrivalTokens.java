package org.valen.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.model.job.Arrival;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.PiecewiseLinearCurve;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;

/**
 * A workload's arrivals read straight from the parser's tokens into {@link Arrival}s, with no JSON
 * tree per arrival: the fast path beside {@link WorkloadCodec}'s reading, for large workloads
 * (issue 27: on paper 000's trial ×10, building a tree per arrival was over half of the reading).
 *
 * <p>It takes an arrival only as {@link WorkloadCodec} would take it unchanged: exactly its fields
 * (a value curve's {@code "kind"} first, as valen writes it), strings and numbers where they
 * belong, each number within its {@link NumberRule}, a new id, a known template, a time within the
 * horizon, and a curve its constructor accepts (the same conditions as {@link ValueCurveCodec}'s).
 * Anything else refuses the whole array, and the caller reads the file again with the readable
 * path, which reports every problem as it always did. {@code ArrivalTokensTest} holds
 * the two equal: the same workload from valid files, the same problems from each kind of bad
 * arrival.
 */
final class ArrivalTokens {
  private final JsonParser p;
  private final double horizon;
  private final Optional<Set<String>> templateIds;
  private final Set<String> ids = new HashSet<>();

  private ArrivalTokens(JsonParser p, double horizon, Optional<Set<String>> templateIds) {
    this.p = p;
    this.horizon = horizon;
    this.templateIds = templateIds;
  }

  /** Thrown when an arrival is not one this path takes as it is: the readable path reads the file. */
  private static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final Refused INSTANCE = new Refused();

    private Refused() {
      super("read by the readable path", null, false, false);
    }
  }

  /**
   * The arrivals of the array whose start is the parser's current token, the parser left at its
   * end; empty, the parser left where it stopped, at the first arrival this path does not take as
   * it is.
   */
  static Optional<List<Arrival>> read(JsonParser p, double horizon, Optional<Set<String>> templateIds)
      throws IOException {
    ArrivalTokens reader = new ArrivalTokens(p, horizon, templateIds);
    List<Arrival> arrivals = new ArrayList<>();
    try {
      for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
        arrivals.add(reader.arrival());
      }
    } catch (Refused e) {
      return Optional.empty();
    }
    return Optional.of(arrivals);
  }

  private Arrival arrival() throws IOException {
    startObject();
    String id = null;
    String template = null;
    double time = Double.NaN;
    ValueCurve curve = null;
    for (String name = nextField(); name != null; name = nextField()) {
      switch (name) {
        case "id" -> id = text(id);
        case "template" -> template = text(template);
        case "arrivalSeconds" -> time = number(time, NumberRule.NON_NEGATIVE);
        case "valueCurve" -> curve = curve(curve);
        default -> throw Refused.INSTANCE;
      }
    }
    require(id != null && template != null && !Double.isNaN(time) && curve != null);
    require(time <= horizon && ids.add(id));
    require(templateIds.isEmpty() || templateIds.get().contains(template));
    return new Arrival(id, template, time, curve);
  }

  /** A value curve, its kind the first field (the readable path takes them in any order). */
  private ValueCurve curve(ValueCurve earlier) throws IOException {
    require(earlier == null);
    startObject();
    require("kind".equals(nextField()));
    try {
      return switch (text(null)) {
        case ValueCurveCodec.SOFT_DEADLINE -> softDeadline();
        case ValueCurveCodec.STEP -> new StepCurve(only("steps",
            () -> rows("untilSeconds", "value", null, (a, b, c) -> new StepCurve.Step(a, b))));
        case ValueCurveCodec.PIECEWISE_LINEAR -> new PiecewiseLinearCurve(only("points",
            () -> rows("seconds", "value", null, (a, b, c) -> new PiecewiseLinearCurve.Point(a, b))));
        case ValueCurveCodec.INTERVAL_DECAY -> intervalDecay();
        default -> throw Refused.INSTANCE;
      };
    } catch (IllegalArgumentException e) {
      throw Refused.INSTANCE; // a curve its constructor refuses: the readable path names the problem
    }
  }

  private ValueCurve softDeadline() throws IOException {
    double max = Double.NaN;
    double deadline = Double.NaN;
    double zero = Double.NaN;
    double exponent = Double.NaN;
    for (String name = nextField(); name != null; name = nextField()) {
      switch (name) {
        case "maxValue" -> max = number(max, NumberRule.NON_NEGATIVE);
        case "deadlineSeconds" -> deadline = number(deadline, NumberRule.NON_NEGATIVE);
        case "zeroValueSeconds" -> zero = number(zero, NumberRule.NON_NEGATIVE);
        case "decayExponent" -> exponent = number(exponent, NumberRule.POSITIVE);
        default -> throw Refused.INSTANCE;
      }
    }
    require(!Double.isNaN(max) && !Double.isNaN(deadline) && !Double.isNaN(zero));
    return new SoftDeadlineCurve(max, deadline, zero, Double.isNaN(exponent) ? 1.0 : exponent);
  }

  private ValueCurve intervalDecay() throws IOException {
    List<IntervalDecayCurve.Interval> intervals = null;
    double end = Double.NaN;
    for (String name = nextField(); name != null; name = nextField()) {
      switch (name) {
        case "intervals" -> {
          require(intervals == null);
          intervals = rows("startSeconds", "startValue", "decayPerSecond", IntervalDecayCurve.Interval::new);
        }
        case "endSeconds" -> end = number(end, NumberRule.POSITIVE);
        default -> throw Refused.INSTANCE;
      }
    }
    require(intervals != null && !Double.isNaN(end));
    return new IntervalDecayCurve(intervals, end);
  }

  /** The next field's name, the parser on its value; null at the object's end. */
  private String nextField() throws IOException {
    if (p.nextToken() != JsonToken.FIELD_NAME) {
      return null;
    }
    String name = p.currentName();
    p.nextToken();
    return name;
  }

  /** The object's one field {@code field}, read by {@code value}. */
  private <T> T only(String field, Part<T> value) throws IOException {
    require(field.equals(nextField()));
    T read = value.read();
    require(p.nextToken() == JsonToken.END_OBJECT);
    return read;
  }

  private interface Part<T> {
    T read() throws IOException;
  }

  /** Makes a curve's step, point or interval of its numbers. */
  private interface Row<T> {
    T of(double a, double b, double c);
  }

  /**
   * A non-empty array of objects of the fields {@code a} and {@code b} (required) and {@code c}
   * (optional, 0 when absent; none if null), each a number {@code >= 0}: a curve's steps, points or
   * intervals.
   */
  private <T> List<T> rows(String a, String b, String c, Row<T> row) throws IOException {
    require(p.currentToken() == JsonToken.START_ARRAY);
    List<T> rows = new ArrayList<>(2);
    for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
      startObject();
      double x = Double.NaN;
      double y = Double.NaN;
      double z = Double.NaN;
      for (String name = nextField(); name != null; name = nextField()) {
        if (name.equals(a)) {
          x = number(x, NumberRule.NON_NEGATIVE);
        } else if (name.equals(b)) {
          y = number(y, NumberRule.NON_NEGATIVE);
        } else {
          require(name.equals(c));
          z = number(z, NumberRule.NON_NEGATIVE);
        }
      }
      require(!Double.isNaN(x) && !Double.isNaN(y));
      rows.add(row.of(x, y, Double.isNaN(z) ? 0.0 : z));
    }
    require(!rows.isEmpty());
    return rows;
  }

  /**
   * A non-blank string other than {@code "?"} (the readable path's stand-in for a bad one), in a
   * field not read before ({@code earlier} null).
   */
  private String text(String earlier) throws IOException {
    require(earlier == null && p.currentToken() == JsonToken.VALUE_STRING);
    String text = p.getText();
    require(!text.isBlank() && !"?".equals(text));
    return text;
  }

  /**
   * A number as the readable path's tree holds it (an int, a long or a double), within {@code rule},
   * in a field not read before ({@code earlier} NaN: no rule takes NaN).
   */
  private double number(double earlier, NumberRule rule) throws IOException {
    JsonToken t = p.currentToken();
    require(Double.isNaN(earlier));
    require(t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT
        && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER);
    double value = p.getDoubleValue();
    require(rule.accepts(value));
    return value;
  }

  /**
   * Requires the start of an object, whose repeated fields this reader refuses itself (as the
   * readable path's parser reports them): the parser's own check, which keeps a hash set for each
   * object of three fields or more, is turned off for it (a third of this path's time).
   */
  private void startObject() {
    require(p.currentToken() == JsonToken.START_OBJECT);
    if (p.getParsingContext() instanceof JsonReadContext context) {
      context.withDupDetector(null);
    }
  }

  private static void require(boolean taken) {
    if (!taken) {
      throw Refused.INSTANCE;
    }
  }
}
