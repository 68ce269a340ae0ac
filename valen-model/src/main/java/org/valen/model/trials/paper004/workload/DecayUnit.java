package org.valen.model.trials.paper004.workload;

import java.util.Locale;

/**
 * The time unit of an urgency (paper 004, section IV-C, after its ref. [15], Khemka et al., IEEE
 * TC 64(8), 2015): an urgency ρ is a rate of exponential decay, the utility falling as
 * exp(−ρ · modifier · t / unit). Paper 004 gives "an urgency parameter of 0.3" without a unit.
 *
 * <ul>
 *   <li>{@link #EXECUTION_TIME} (ours, the default): per mean execution time of the task's type, so
 *       that decay is expressed relative to how long the task runs, as paper 004 expresses every
 *       other part of its utility functions (the steps' widths, the decaying class's grace
 *       interval). This is the reading that fits the model's example in paper 004's Fig. 1 (a
 *       critical task of utility 8 at 5.18 after 15 minutes and 2.84 after 40: a rate of
 *       0.026–0.029 per minute, 0.3 per 10-minute execution time) and under which the decaying
 *       class's "length of 200 minutes" matters for both kinds of task (a 10-minute critical task
 *       ends at e^−6 of its maximum, a 50-minute non-critical one at e^−1.2);
 *   <li>{@link #MINUTE}: per minute (the decaying class's utility is below 1 % within 15 of the 200
 *       minutes);
 *   <li>{@link #HOUR}: per hour, valen's reading before issue 32 (the decaying class ends at e^−1).
 * </ul>
 *
 * Ref. [15]'s own text was not reachable from this project (only its abstract), so the choice is
 * ours, made on the evidence above, and a parameter ({@code decayUnit} of the {@code paper004}
 * preset, {@code --decay-unit} of {@code valen paper004 generate}).
 */
public enum DecayUnit {
  EXECUTION_TIME("execution-time"),
  MINUTE("minute"),
  HOUR("hour");

  private final String id;

  DecayUnit(String id) {
    this.id = id;
  }

  /** The name in files and on the command line. */
  public String id() {
    return id;
  }

  /** The unit named {@code id}. */
  public static DecayUnit of(String id) {
    for (DecayUnit u : values()) {
      if (u.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
        return u;
      }
    }
    throw new IllegalArgumentException("unknown decay unit '" + id + "'; expected execution-time, minute or hour");
  }

  /** The length of this unit in seconds for a task type of mean execution time {@code meanSeconds}. */
  public double seconds(double meanSeconds) {
    return switch (this) {
      case EXECUTION_TIME -> meanSeconds;
      case MINUTE -> 60;
      case HOUR -> 3600;
    };
  }
}
