package org.valen.model.profile;

import java.util.List;
import java.util.Objects;
import org.valen.model.Check;

/**
 * The profile of a job for one core budget {@code k}: the Pareto front of (response time, energy)
 * over allocations on at most {@code k} cores, and the point with the minimum product response
 * time × energy, which paper 001 selects.
 *
 * @param maxCores the core budget {@code k}
 * @param selected the minimum-product point; one of {@code front}
 * @param valueAtArrival what the job earns by its template's value curve if it starts at arrival
 *     and runs the selected allocation
 * @param overheads reallocation costs of this job
 * @param front non-dominated points, by increasing response time
 * @param minimumTime the proven lower bound of the shortest schedule on {@code maxCores} cores and
 *     whether the front's shortest point reaches it; {@code null} for a profile made without the
 *     profiler's exact step ({@code valen profile --exact off}, or profiles written before it)
 */
public record ProfileEntry(
    int maxCores,
    ProfilePoint selected,
    double valueAtArrival,
    MigrationOverheads overheads,
    List<ProfilePoint> front,
    MinimumTime minimumTime) {

  /** An entry without a minimum-time record. */
  public ProfileEntry(int maxCores, ProfilePoint selected, double valueAtArrival, MigrationOverheads overheads,
      List<ProfilePoint> front) {
    this(maxCores, selected, valueAtArrival, overheads, front, null);
  }

  public ProfileEntry {
    Check.atLeast(maxCores, 1, "maxCores");
    Objects.requireNonNull(selected, "selected");
    Check.nonNegative(valueAtArrival, "valueAtArrival");
    Objects.requireNonNull(overheads, "overheads");
    front = List.copyOf(Check.nonEmpty(front, "front"));
    if (selected.usedCores() > maxCores) {
      throw new IllegalArgumentException(
          "selected point uses " + selected.usedCores() + " cores, more than " + maxCores);
    }
    if (!front.contains(selected)) {
      throw new IllegalArgumentException("the selected point is not on the front");
    }
    for (ProfilePoint p : front) {
      if (p.usedCores() > maxCores) {
        throw new IllegalArgumentException("a front point uses more than " + maxCores + " cores");
      }
    }
    if (minimumTime != null) {
      double shortest = front.stream().mapToDouble(ProfilePoint::responseTimeSeconds).min().orElseThrow();
      if (!MinimumTime.reaches(minimumTime.lowerBoundSeconds(), shortest)) {
        throw new IllegalArgumentException("the lower bound " + minimumTime.lowerBoundSeconds()
            + " s is above the shortest point of the front, " + shortest + " s");
      }
      if (minimumTime.provenOptimal() != MinimumTime.reaches(shortest, minimumTime.lowerBoundSeconds())) {
        throw new IllegalArgumentException("provenOptimal is " + minimumTime.provenOptimal() + ", but the shortest"
            + " point takes " + shortest + " s against a lower bound of " + minimumTime.lowerBoundSeconds() + " s");
      }
    }
  }

  /** The minimum-time record, if the profile has one. */
  public java.util.Optional<MinimumTime> minimumTimeRecord() {
    return java.util.Optional.ofNullable(minimumTime);
  }

  /** Cores the selected allocation actually uses (at most {@link #maxCores()}). */
  public int usedCores() {
    return selected.usedCores();
  }
}
