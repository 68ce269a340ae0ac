package org.valen.model.trials.paper002.workload;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.Check;
import org.valen.model.generate.RandomStreams;

/**
 * Bursty Poisson arrivals (section 6): a Poisson process at {@code fastRate} during bursts and
 * {@code slowRate} during lulls, bursts and lulls of equal length, half of the window each.
 *
 * @param windowSeconds the trial (paper: 12 h)
 * @param fastRate λ_fast, arrivals per second in a burst (paper: 1/18)
 * @param slowRate λ_slow in a lull (paper: 1/48)
 * @param bursts bursts in the window (Fig. 3; {@link ArrivalPattern})
 * @param startsWithBurst whether each period is a burst then a lull (our choice: yes) or the reverse
 */
public record ArrivalParameters(double windowSeconds, double fastRate, double slowRate, int bursts,
    boolean startsWithBurst) {

  public ArrivalParameters {
    Check.positive(windowSeconds, "windowSeconds");
    Check.positive(fastRate, "fastRate");
    Check.positive(slowRate, "slowRate");
    Check.atLeast(bursts, 1, "bursts");
  }

  /** Section 6's rates over 12 hours, in {@code pattern}. */
  public static ArrivalParameters paper002(ArrivalPattern pattern) {
    return new ArrivalParameters(12 * 3600, 1.0 / 18, 1.0 / 48, pattern.bursts(), true);
  }

  /** Both rates × {@code load}. */
  public ArrivalParameters withLoad(double load) {
    Check.positive(load, "load");
    return new ArrivalParameters(windowSeconds, fastRate * load, slowRate * load, bursts, startsWithBurst);
  }

  /** The window {@code seconds} long, with as many bursts. */
  public ArrivalParameters withWindow(double seconds) {
    return new ArrivalParameters(seconds, fastRate, slowRate, bursts, startsWithBurst);
  }

  /** Whether {@code seconds} (in the window) is in a burst. */
  public boolean inBurst(double seconds) {
    double half = windowSeconds / bursts / 2;
    boolean first = ((long) Math.floor(seconds / half)) % 2 == 0;
    return first == startsWithBurst;
  }

  /**
   * The arrival times in the window: in each half-period an exponential clock at that half's rate,
   * restarted at its start (exact for a Poisson process of piecewise-constant rate).
   */
  public List<Double> draw(UniformRandomProvider rng) {
    List<Double> times = new ArrayList<>();
    double half = windowSeconds / bursts / 2;
    for (int h = 0; h < 2 * bursts; h++) {
      double start = h * half;
      double end = Math.min(windowSeconds, start + half);
      double rate = ((h % 2 == 0) == startsWithBurst) ? fastRate : slowRate;
      for (double t = start + RandomStreams.exponential(rng, 1 / rate); t < end;
          t += RandomStreams.exponential(rng, 1 / rate)) {
        times.add(t);
      }
    }
    return times;
  }
}
