package org.valen.model.profile;

import java.util.Objects;
import org.valen.model.Check;

/**
 * What is known of the shortest schedule of a job on {@code k} cores (all at the fastest level):
 * a proven lower bound of its length and whether the profile's minimum response time reaches it.
 *
 * @param lowerBoundSeconds no schedule on {@code k} cores is shorter (proven: by max(critical path,
 *     work ÷ k), by a constraint solver's bound, or by enumeration)
 * @param provenOptimal whether the shortest point of the entry's front is no longer than the bound
 *     (within 1e-9 relative), so that it is a shortest schedule
 * @param method how the bound was found: {@code "enumerated"} (every allocation and order was
 *     evaluated), {@code "lower-bound"} (a list schedule reached max(critical path, work ÷ k), no
 *     solver needed) or {@code "cp-sat"} (OR-Tools CP-SAT, within its deterministic limit)
 */
public record MinimumTime(double lowerBoundSeconds, boolean provenOptimal, String method) {
  /** Relative slack within which a time counts as equal to its bound (rounding of sums of doubles). */
  public static final double TOLERANCE = 1e-9;

  public MinimumTime {
    Check.nonNegative(lowerBoundSeconds, "lowerBoundSeconds");
    Objects.requireNonNull(method, "method");
    if (!method.equals("enumerated") && !method.equals("lower-bound") && !method.equals("cp-sat")) {
      throw new IllegalArgumentException("method must be enumerated, lower-bound or cp-sat, was " + method);
    }
  }

  /** The record for a front whose shortest point takes {@code minimumSeconds}. */
  public static MinimumTime of(double lowerBoundSeconds, double minimumSeconds, String method) {
    return new MinimumTime(lowerBoundSeconds, reaches(minimumSeconds, lowerBoundSeconds), method);
  }

  /** Whether {@code seconds} is no longer than {@code boundSeconds}, within {@link #TOLERANCE}. */
  public static boolean reaches(double seconds, double boundSeconds) {
    return seconds <= boundSeconds * (1 + TOLERANCE);
  }

  /** (minimum time − bound) ÷ bound: how far the shortest schedule found may be from the optimum. */
  public double gapOf(double minimumSeconds) {
    return lowerBoundSeconds > 0 ? Math.max(0, minimumSeconds / lowerBoundSeconds - 1) : 0;
  }
}
