package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.value.IntervalDecayCurve;
import org.valen.model.value.PiecewiseLinearCurve;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;

/** Value curves in JSON: an object with a {@code "kind"} and the kind's parameters. */
final class ValueCurveCodec {
  static final String SOFT_DEADLINE = "softDeadline";
  static final String STEP = "step";
  static final String PIECEWISE_LINEAR = "piecewiseLinear";
  static final String INTERVAL_DECAY = "intervalDecay";
  private static final String NON_INCREASING = "a non-increasing value curve";

  private ValueCurveCodec() {}

  static Optional<ValueCurve> read(JsonIn in) {
    int mark = in.problems().count();
    String kind = in.has("kind") ? in.text("kind") : "";
    Optional<ValueCurve> curve =
        switch (kind) {
          case SOFT_DEADLINE -> readSoftDeadline(in);
          case STEP -> readSteps(in);
          case PIECEWISE_LINEAR -> readPoints(in);
          case INTERVAL_DECAY -> readIntervals(in);
          default -> {
            in.problem("kind", kind.isEmpty() ? "no field \"kind\"" : "\"" + kind + "\"",
                "one of [" + SOFT_DEADLINE + ", " + STEP + ", " + PIECEWISE_LINEAR + ", " + INTERVAL_DECAY + "]");
            yield Optional.empty();
          }
        };
    return in.problems().noneSince(mark) ? curve : Optional.empty();
  }

  private static Optional<ValueCurve> readSoftDeadline(JsonIn in) {
    in.requireObject("kind", "maxValue", "deadlineSeconds", "zeroValueSeconds", "decayExponent");
    double max = in.number("maxValue", NumberRule.NON_NEGATIVE);
    double deadline = in.number("deadlineSeconds", NumberRule.NON_NEGATIVE);
    double zero = in.number("zeroValueSeconds", NumberRule.NON_NEGATIVE);
    double exponent = in.number("decayExponent", 1.0, NumberRule.POSITIVE);
    if (!Double.isNaN(deadline) && !Double.isNaN(zero) && !(zero > deadline)) {
      in.problem("zeroValueSeconds", zero + ", not after the deadline " + deadline,
          "a time after deadlineSeconds at which the value has decayed to zero");
      return Optional.empty();
    }
    if (Double.isNaN(max) || Double.isNaN(deadline) || Double.isNaN(zero) || Double.isNaN(exponent)) {
      return Optional.empty();
    }
    return Optional.of(new SoftDeadlineCurve(max, deadline, zero, exponent));
  }

  private static Optional<ValueCurve> readSteps(JsonIn in) {
    in.requireObject("kind", "steps");
    List<StepCurve.Step> steps = new ArrayList<>();
    boolean ok = true;
    for (JsonIn s : in.nonEmptyArray("steps")) {
      s.requireObject("untilSeconds", "value");
      double until = s.number("untilSeconds", NumberRule.NON_NEGATIVE);
      double value = s.number("value", NumberRule.NON_NEGATIVE);
      if (Double.isNaN(until) || Double.isNaN(value)) {
        ok = false;
        continue;
      }
      if (!steps.isEmpty()) {
        StepCurve.Step last = steps.get(steps.size() - 1);
        if (!(until > last.untilSeconds())) {
          s.problem("untilSeconds", until + ", not after the previous step's " + last.untilSeconds(),
              "steps in increasing time");
          ok = false;
        }
        if (value > last.value()) {
          s.problem("value", value + ", above the previous step's " + last.value(), NON_INCREASING);
          ok = false;
        }
      }
      steps.add(new StepCurve.Step(until, value));
    }
    return ok && !steps.isEmpty() ? Optional.of(new StepCurve(steps)) : Optional.empty();
  }

  private static Optional<ValueCurve> readPoints(JsonIn in) {
    in.requireObject("kind", "points");
    List<PiecewiseLinearCurve.Point> points = new ArrayList<>();
    boolean ok = true;
    for (JsonIn p : in.nonEmptyArray("points")) {
      p.requireObject("seconds", "value");
      double seconds = p.number("seconds", NumberRule.NON_NEGATIVE);
      double value = p.number("value", NumberRule.NON_NEGATIVE);
      if (Double.isNaN(seconds) || Double.isNaN(value)) {
        ok = false;
        continue;
      }
      if (points.isEmpty() && seconds != 0) {
        p.problem("seconds", String.valueOf(seconds), "the first point at 0 seconds (the arrival)");
        ok = false;
      }
      if (!points.isEmpty()) {
        PiecewiseLinearCurve.Point last = points.get(points.size() - 1);
        if (!(seconds > last.seconds())) {
          p.problem("seconds", seconds + ", not after the previous point's " + last.seconds(),
              "points in increasing time");
          ok = false;
        }
        if (value > last.value()) {
          p.problem("value", value + ", above the previous point's " + last.value(), NON_INCREASING);
          ok = false;
        }
      }
      points.add(new PiecewiseLinearCurve.Point(seconds, value));
    }
    return ok && !points.isEmpty() ? Optional.of(new PiecewiseLinearCurve(points)) : Optional.empty();
  }

  private static Optional<ValueCurve> readIntervals(JsonIn in) {
    in.requireObject("kind", "intervals", "endSeconds");
    List<IntervalDecayCurve.Interval> intervals = new ArrayList<>();
    boolean ok = true;
    for (JsonIn i : in.nonEmptyArray("intervals")) {
      i.requireObject("startSeconds", "startValue", "decayPerSecond");
      double start = i.number("startSeconds", NumberRule.NON_NEGATIVE);
      double value = i.number("startValue", NumberRule.NON_NEGATIVE);
      double decay = i.number("decayPerSecond", 0.0, NumberRule.NON_NEGATIVE);
      if (Double.isNaN(start) || Double.isNaN(value) || Double.isNaN(decay)) {
        ok = false;
        continue;
      }
      if (intervals.isEmpty() && start != 0) {
        i.problem("startSeconds", String.valueOf(start), "the first interval at 0 seconds (the arrival)");
        ok = false;
      }
      if (!intervals.isEmpty()) {
        IntervalDecayCurve.Interval last = intervals.get(intervals.size() - 1);
        double reached = last.decayPerSecond() == 0 ? last.startValue()
            : last.startValue() * Math.exp(-last.decayPerSecond() * (start - last.startSeconds()));
        if (!(start > last.startSeconds())) {
          i.problem("startSeconds", start + ", not after the previous interval's " + last.startSeconds(),
              "intervals in increasing time");
          ok = false;
        } else if (value > reached * (1 + 1e-12) + 1e-12) {
          i.problem("startValue", value + ", above the " + reached + " the previous interval reached", NON_INCREASING);
          ok = false;
        }
      }
      intervals.add(new IntervalDecayCurve.Interval(start, value, decay));
    }
    double end = in.number("endSeconds", NumberRule.POSITIVE);
    if (!ok || intervals.isEmpty() || Double.isNaN(end)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a valid interval-decay curve", () -> new IntervalDecayCurve(intervals, end));
  }

  static ObjectNode write(ValueCurve curve) {
    ObjectNode o = JsonOut.object();
    if (curve instanceof SoftDeadlineCurve c) {
      o.put("kind", SOFT_DEADLINE);
      o.put("maxValue", c.maxValue());
      o.put("deadlineSeconds", c.deadlineSeconds());
      o.put("zeroValueSeconds", c.zeroValueSeconds());
      o.put("decayExponent", c.decayExponent());
    } else if (curve instanceof StepCurve c) {
      o.put("kind", STEP);
      ArrayNode steps = o.putArray("steps");
      c.steps().forEach(s -> steps.addObject().put("untilSeconds", s.untilSeconds()).put("value", s.value()));
    } else if (curve instanceof PiecewiseLinearCurve c) {
      o.put("kind", PIECEWISE_LINEAR);
      ArrayNode points = o.putArray("points");
      c.points().forEach(p -> points.addObject().put("seconds", p.seconds()).put("value", p.value()));
    } else if (curve instanceof IntervalDecayCurve c) {
      o.put("kind", INTERVAL_DECAY);
      ArrayNode intervals = o.putArray("intervals");
      c.intervals().forEach(i -> intervals.addObject().put("startSeconds", i.startSeconds())
          .put("startValue", i.startValue()).put("decayPerSecond", i.decayPerSecond()));
      o.put("endSeconds", c.endSeconds());
    } else {
      throw new IllegalArgumentException(
          "no JSON form for value curve " + curve.getClass().getName()
              + "; the formats know softDeadline, step, piecewiseLinear and intervalDecay");
    }
    return o;
  }
}
