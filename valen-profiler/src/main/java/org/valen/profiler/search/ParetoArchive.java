package org.valen.profiler.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.Allocations;

/**
 * Every schedule evaluated so far that no other one beats in both response time and energy: the
 * Pareto front the profile keeps. Two objectives make it a list sorted by increasing response time
 * (and so strictly decreasing energy); a point enters in O(log n) comparisons when it is not
 * dominated, and its allocation is copied (canonical) only then.
 *
 * <p><b>Ties.</b> A point equal in both objectives to an archived one is refused: the first one
 * found stays, so the archive depends only on the order of offers, never on hashing.
 */
public final class ParetoArchive {
  private final List<ProfilePoint> points = new ArrayList<>();
  private int changes;

  /** Whether no archived point is at least as good in both objectives. */
  public boolean accepts(double responseTimeSeconds, double energyJoules) {
    int after = firstWithTimeAbove(responseTimeSeconds);
    return after == 0 || points.get(after - 1).energyJoules() > energyJoules;
  }

  /**
   * Offers an evaluated schedule; it is stored with its allocation in canonical form if it is not
   * dominated, and the points it dominates leave.
   *
   * @param taskOrder the schedule's canonical task order ({@code ScheduleDecoder#canonicalOrder});
   *     callers that compute it only when {@link #accepts} says yes spare the work for most offers
   * @return whether it entered
   */
  public boolean offer(double responseTimeSeconds, double energyJoules, int[] taskToCore, int[] coreLevels,
      int[] taskOrder) {
    if (!accepts(responseTimeSeconds, energyJoules)) {
      return false;
    }
    Allocations.Canonical c = Allocations.canonical(taskToCore, coreLevels);
    insert(new ProfilePoint(c.taskToCore(), c.coreLevels(), responseTimeSeconds, energyJoules, taskOrder));
    return true;
  }

  /** Offers a point already evaluated (a front of a smaller core budget). */
  public boolean offer(ProfilePoint point) {
    if (!accepts(point.responseTimeSeconds(), point.energyJoules())) {
      return false;
    }
    insert(point);
    return true;
  }

  private void insert(ProfilePoint point) {
    int from = firstWithTimeAtLeast(point.responseTimeSeconds());
    int to = from;
    while (to < points.size() && points.get(to).energyJoules() >= point.energyJoules()) {
      to++;
    }
    points.subList(from, to).clear();
    points.add(from, point);
    changes++;
  }

  private int firstWithTimeAbove(double time) {
    return firstIndex(time, true);
  }

  private int firstWithTimeAtLeast(double time) {
    return firstIndex(time, false);
  }

  /** Binary search: the first point whose time is above (or, if not strict, at least) {@code time}. */
  private int firstIndex(double time, boolean strict) {
    int lo = 0;
    int hi = points.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      double t = points.get(mid).responseTimeSeconds();
      if (strict ? t > time : t >= time) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }

  /** The front by increasing response time (unmodifiable view). */
  public List<ProfilePoint> points() {
    return Collections.unmodifiableList(points);
  }

  public int size() {
    return points.size();
  }

  public boolean isEmpty() {
    return points.isEmpty();
  }

  /** How many times a point entered: a cheap test of progress. */
  public int changes() {
    return changes;
  }

  /**
   * The point with the smallest response time × energy (paper 001's choice); among equal products
   * the faster one.
   */
  public ProfilePoint minProduct() {
    if (points.isEmpty()) {
      throw new IllegalStateException("the archive is empty");
    }
    ProfilePoint best = points.get(0);
    for (ProfilePoint p : points) {
      if (p.timeEnergyProduct() < best.timeEnergyProduct()) {
        best = p;
      }
    }
    return best;
  }
}
