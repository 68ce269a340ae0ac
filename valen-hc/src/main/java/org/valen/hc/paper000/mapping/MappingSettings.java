package org.valen.hc.paper000.mapping;

import java.util.Objects;
import org.valen.model.Check;

/**
 * How mapping events run (paper 000, sections III and IV).
 *
 * @param environment queued or polled (section III-A)
 * @param filter whether the adaptive energy filter is used (section III-C)
 * @param energyBudgetJoules the day's energy constraint E; +∞ for none (what section IV-D runs Max UPT with to obtain E)
 * @param droppingThresholdUtility tasks whose best possible utility is below it are dropped (paper: 0.5)
 * @param dayStartSeconds start of the constrained day: the first two simulated hours are warm-up (paper: results
 *     from the start of the third hour). Before it we map without a constraint or filter (our choice).
 * @param dayEndSeconds end of the day (paper: end of the 26th hour); no mapping after it; +∞ for no
 *     end (only without a budget)
 * @param mappingIntervalSeconds time between mapping events (paper: one minute)
 * @param randomSeed seed of the Random heuristic's choices
 */
public record MappingSettings(Environment environment, boolean filter, double energyBudgetJoules,
    double droppingThresholdUtility, double dayStartSeconds, double dayEndSeconds, double mappingIntervalSeconds,
    long randomSeed) {

  public MappingSettings {
    Objects.requireNonNull(environment, "environment");
    if (!(energyBudgetJoules > 0)) {
      throw new IllegalArgumentException("energyBudgetJoules must be > 0 (or +Infinity for none), was " + energyBudgetJoules);
    }
    if (filter && Double.isInfinite(energyBudgetJoules)) {
      throw new IllegalArgumentException("the energy filter needs an energy budget: give energyBudgetJoules");
    }
    Check.nonNegative(droppingThresholdUtility, "droppingThresholdUtility");
    Check.nonNegative(dayStartSeconds, "dayStartSeconds");
    if (!(dayEndSeconds > dayStartSeconds)) {
      throw new IllegalArgumentException("dayEndSeconds must be after dayStartSeconds (" + dayStartSeconds + "), was "
          + dayEndSeconds);
    }
    if (Double.isInfinite(dayEndSeconds) && Double.isFinite(energyBudgetJoules)) {
      throw new IllegalArgumentException("an energy budget needs a day that ends: give dayEndSeconds");
    }
    Check.positive(mappingIntervalSeconds, "mappingIntervalSeconds");
  }

  /** Paper 000's setting: hours 3–26 are the day, 0.5 threshold, one-minute events, no constraint. */
  public static MappingSettings paper000(Environment environment) {
    return new MappingSettings(environment, false, Double.POSITIVE_INFINITY, 0.5, 2 * 3600, 26 * 3600, 60, 1);
  }

  public MappingSettings withFilter(boolean on) {
    return new MappingSettings(environment, on, energyBudgetJoules, droppingThresholdUtility, dayStartSeconds,
        dayEndSeconds, mappingIntervalSeconds, randomSeed);
  }

  public MappingSettings withEnergyBudget(double joules) {
    return new MappingSettings(environment, filter, joules, droppingThresholdUtility, dayStartSeconds, dayEndSeconds,
        mappingIntervalSeconds, randomSeed);
  }

  public MappingSettings withRandomSeed(long seed) {
    return new MappingSettings(environment, filter, energyBudgetJoules, droppingThresholdUtility, dayStartSeconds,
        dayEndSeconds, mappingIntervalSeconds, seed);
  }

  public MappingSettings withDay(double startSeconds, double endSeconds) {
    return new MappingSettings(environment, filter, energyBudgetJoules, droppingThresholdUtility, startSeconds,
        endSeconds, mappingIntervalSeconds, randomSeed);
  }

  public MappingSettings withDroppingThreshold(double utility) {
    return new MappingSettings(environment, filter, energyBudgetJoules, utility, dayStartSeconds, dayEndSeconds,
        mappingIntervalSeconds, randomSeed);
  }

  /** Length of the day in seconds. */
  public double daySeconds() {
    return dayEndSeconds - dayStartSeconds;
  }
}
