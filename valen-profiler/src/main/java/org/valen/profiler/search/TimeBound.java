package org.valen.profiler.search;

import org.valen.model.profile.MinimumTime;

/**
 * A proven lower bound of the shortest schedule of one search's job and budget, and how it was
 * found; the profile's {@link MinimumTime} is made of it and the front's shortest point.
 *
 * @param seconds no schedule on the budget's cores is shorter
 * @param method {@code "enumerated"}, {@code "lower-bound"} or {@code "cp-sat"} ({@link MinimumTime#method()})
 */
public record TimeBound(double seconds, String method) {
  public TimeBound {
    new MinimumTime(seconds, false, method); // the same checks
  }

  /** The bound of a front that enumeration made exact: its shortest point. */
  public static TimeBound enumerated(double shortestSeconds) {
    return new TimeBound(shortestSeconds, "enumerated");
  }
}
