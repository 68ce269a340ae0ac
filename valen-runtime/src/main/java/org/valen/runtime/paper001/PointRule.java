package org.valen.runtime.paper001;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.runtime.policy.JobView;

/**
 * Which point of a profile entry's Pareto front (response time, energy) an allocation runs. Paper
 * 001 selects at design time the point of minimum response time × energy; under a power table
 * where that point is the fastest level, the energy-aware approaches then rarely run below it. The
 * alternative takes the slack an arrival's deadline leaves: the least-energy point that still
 * completes by the deadline if started now.
 */
public enum PointRule {
  /** The design-time selection: minimum response time × energy (paper 001, section IV-A). */
  MIN_TIME_ENERGY("min-time-energy"),
  /**
   * The least-energy front point that completes by the arrival's deadline if started now; the
   * design-time selection if none does (ours, beyond the paper).
   */
  MIN_ENERGY_BY_DEADLINE("min-energy-by-deadline");

  private final String id;

  PointRule(String id) {
    this.id = id;
  }

  public String id() {
    return id;
  }

  /** The rule named {@code id}. */
  public static Optional<PointRule> fromId(String id) {
    return Arrays.stream(values()).filter(r -> r.id.equals(id)).findFirst();
  }

  /** Every rule's id, the default first. */
  public static List<String> ids() {
    return Arrays.stream(values()).map(PointRule::id).toList();
  }

  /** The point of {@code entry} this rule runs for {@code job} started at {@code now}. */
  public ProfilePoint pick(ProfileEntry entry, JobView job, double now) {
    if (this == MIN_TIME_ENERGY) {
      return entry.selected();
    }
    ProfilePoint best = null;
    for (ProfilePoint p : entry.front()) {
      if (now + p.responseTimeSeconds() <= job.deadlineSeconds()
          && (best == null || p.energyJoules() < best.energyJoules())) {
        best = p;
      }
    }
    return best == null ? entry.selected() : best;
  }
}
