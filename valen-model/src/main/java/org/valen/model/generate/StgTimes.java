package org.valen.model.generate;

import java.util.Locale;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.rng.sampling.distribution.GaussianSampler;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;

/**
 * The Standard Task Graph Set's six task processing-time generators (Tobita and Kasahara, J.
 * Scheduling 5(5), 2002, section 3): three distributions, each at a mean of 5 and of 10 time
 * units. Every random graph file of the Set names its generator and its settings in the file's
 * footer ("Task processing time generator", "Ave. Proc. Time", "Standard Deviation"); its
 * 1,000-task graphs cycle through these six in blocks of five files per precedence setting:
 *
 * <ul>
 *   <li>{@code unifproc}, average 5: times 1 … 10 ("Max. Proc. Time 10, Min. Proc. Time 1");
 *       average 10: times 1 … 20;
 *   <li>{@code expoproc}, average 5 or 10: exponential times (the files show maxima of 39 to 68
 *       units and minima of 1);
 *   <li>{@code normproc}, average 5 with standard deviation 1, or average 10 with standard
 *       deviation 3.
 * </ul>
 *
 * (Read from the footers of the Set's 1,000-task random graphs; the Set's page "How to make STG"
 * describes the generators, but its text on times was not available to us.)
 *
 * <p><b>Our readings</b> (the Set's files give the names and settings above, not the formulas): a
 * time is the continuous draw rounded <em>up</em> to a whole unit and at least 1 unit. So {@code
 * unifproc} of average μ is uniform on {@code 1 … 2μ} (the continuous uniform on (0, 2μ] rounded
 * up), {@code expoproc} is ⌈Exp(μ)⌉ and {@code normproc} max(1, ⌈N(μ, σ²)⌉). Rounding up is what
 * the files' measured averages say: on all six generators they lie about half a unit above the
 * nominal one (e.g. 5.506 for {@code normproc} 5 and 10.506 for {@code normproc} 10 over 1,000
 * tasks; 5.42 and 5.78 for {@code expoproc} 5), which rounding to the nearest unit would not give.
 * Normal draws at or below 0 (one in 2,300 at average 10, deviation 3) are clipped to 1 unit.
 *
 * <p>Draws come from the graph's own generator: {@code unifproc} takes one {@code nextInt} per
 * task (the draws of the generator's first version, which had only {@code unifproc} 5), the others
 * commons-rng's ziggurat samplers.
 */
public enum StgTimes {
  UNIFPROC_5(Distribution.UNIFORM, 5, 0),
  UNIFPROC_10(Distribution.UNIFORM, 10, 0),
  EXPOPROC_5(Distribution.EXPONENTIAL, 5, 0),
  EXPOPROC_10(Distribution.EXPONENTIAL, 10, 0),
  NORMPROC_5(Distribution.NORMAL, 5, 1),
  NORMPROC_10(Distribution.NORMAL, 10, 3);

  private enum Distribution { UNIFORM, EXPONENTIAL, NORMAL }

  private final Distribution distribution;
  private final int mean;
  private final double standardDeviation;

  StgTimes(Distribution distribution, int mean, double standardDeviation) {
    this.distribution = distribution;
    this.mean = mean;
    this.standardDeviation = standardDeviation;
  }

  /** Task times in whole units, drawn from {@code rng}. */
  IntSupplier sampler(UniformRandomProvider rng) {
    return switch (distribution) {
      case UNIFORM -> () -> 1 + rng.nextInt(2 * mean);
      case EXPONENTIAL -> {
        ZigguratSampler.Exponential exponential = ZigguratSampler.Exponential.of(rng, mean);
        yield () -> wholeUnits(exponential.sample());
      }
      case NORMAL -> {
        ContinuousSampler normal = GaussianSampler.of(ZigguratSampler.NormalizedGaussian.of(rng), mean,
            standardDeviation);
        yield () -> wholeUnits(normal.sample());
      }
    };
  }

  /** The Set's average processing time ("Ave. Proc. Time"), in units. */
  public int mean() {
    return mean;
  }

  /** {@code normproc}'s standard deviation in units (0 for the others). */
  public double standardDeviation() {
    return standardDeviation;
  }

  /** The Set's generator name and its average: {@code unifproc-5} … {@code normproc-10}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The generator of this {@link #id()}, if any. */
  public static Optional<StgTimes> byId(String id) {
    for (StgTimes t : values()) {
      if (t.id().equals(id)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /** The ids of all six, comma-separated, for messages. */
  public static String ids() {
    return String.join(", ", java.util.Arrays.stream(values()).map(StgTimes::id).toList());
  }

  /** A continuous draw rounded up to a whole unit, at least 1. */
  static int wholeUnits(double units) {
    return (int) Math.max(1, Math.ceil(units));
  }
}
