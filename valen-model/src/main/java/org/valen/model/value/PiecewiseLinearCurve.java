package org.valen.model.value;

import java.util.List;
import org.valen.model.Check;

/**
 * A curve through points joined by straight lines, constant after the last point. The first point
 * is at time 0. Any non-increasing curve can be approximated this way.
 *
 * @param points strictly increasing times starting at 0, non-increasing values
 */
public record PiecewiseLinearCurve(List<Point> points) implements ValueCurve {

  /** The curve passes through {@code value} at {@code seconds} after arrival. */
  public record Point(double seconds, double value) {
    public Point {
      Check.nonNegative(seconds, "seconds");
      Check.nonNegative(value, "value");
    }
  }

  public PiecewiseLinearCurve {
    points = List.copyOf(Check.nonEmpty(points, "points"));
    if (points.get(0).seconds() != 0) {
      throw new IllegalArgumentException(
          "the first point must be at 0 seconds, was " + points.get(0).seconds());
    }
    for (int i = 1; i < points.size(); i++) {
      if (!(points.get(i).seconds() > points.get(i - 1).seconds())) {
        throw new IllegalArgumentException("point " + i + " must come after point " + (i - 1));
      }
      if (points.get(i).value() > points.get(i - 1).value()) {
        throw new IllegalArgumentException(
            "point " + i + " has value " + points.get(i).value() + ", more than point " + (i - 1)
                + "'s " + points.get(i - 1).value() + ": a value curve must not increase");
      }
    }
  }

  @Override
  public double valueAt(double t) {
    if (t <= 0) {
      return points.get(0).value();
    }
    for (int i = 1; i < points.size(); i++) {
      Point b = points.get(i);
      if (t <= b.seconds()) {
        Point a = points.get(i - 1);
        double fraction = (t - a.seconds()) / (b.seconds() - a.seconds());
        return a.value() + fraction * (b.value() - a.value());
      }
    }
    return points.get(points.size() - 1).value();
  }

  @Override
  public double zeroAfterSeconds() {
    for (Point p : points) {
      if (p.value() == 0) {
        return p.seconds();
      }
    }
    return Double.POSITIVE_INFINITY;
  }

  @Override
  public double deadlineSeconds() {
    double max = points.get(0).value();
    double deadline = 0;
    for (Point p : points) {
      if (p.value() == max) {
        deadline = p.seconds();
      }
    }
    return deadline;
  }
}
