package org.valen.model.exec;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * A probability mass function over times on one grid (paper 002, sections 3.2 and 4.2): impulses at
 * {@code firstSeconds + i × stepSeconds}, {@code i = 0 … size−1}, whose probabilities sum to 1. An
 * execution-time pmf lies on its model's grid ({@code firstSeconds} a multiple of the step); a
 * completion-time pmf is one shifted by a start time, so it keeps the step but not the origin.
 *
 * <p>The operations of section 4.2: {@link #shift} (execution time → completion time), {@link
 * #convolve} (the sum of two independent times), {@link #truncatedBefore} (a running task
 * conditioned on not having finished yet: Fig. 2), {@link #scale} (a P-state's time multiplier,
 * section 6), {@link #probabilityAtMost} (P(C ≤ δ), the robustness of Eqs. 3–4), {@link #mean}, and
 * {@link #quantile} for sampling actual times from the same pmf. Immutable; probabilities of 0 at
 * either end are trimmed, so the first and last impulse have positive probability.
 *
 * <p>Impulses are compared with times at a tolerance of 10⁻⁹ steps, so that an impulse that lies
 * on a time (a deadline on the grid) counts as at it whatever the rounding of {@code first + i ×
 * step}.
 */
public final class DiscretePmf {
  private static final double SUM_TOLERANCE = 1e-9;
  private static final double GRID_TOLERANCE = 1e-9;
  private final double firstSeconds;
  private final double stepSeconds;
  private final double[] probabilities;
  private final double[] cumulative;
  private final double mean;

  private DiscretePmf(double firstSeconds, double stepSeconds, double[] probabilities, int from, int to) {
    this.firstSeconds = firstSeconds + from * stepSeconds;
    this.stepSeconds = stepSeconds;
    this.probabilities = Arrays.copyOfRange(probabilities, from, to);
    this.cumulative = new double[this.probabilities.length];
    double sum = 0;
    double weighted = 0;
    for (int i = 0; i < this.probabilities.length; i++) {
      sum += this.probabilities[i];
      cumulative[i] = sum;
      weighted += i * this.probabilities[i];
    }
    this.mean = this.firstSeconds + stepSeconds * weighted / sum;
  }

  /**
   * The pmf with impulses at {@code firstSeconds + i × stepSeconds}.
   *
   * @param stepSeconds grid step, finite {@code > 0}
   * @param firstSeconds time of the first impulse, finite {@code >= 0}
   * @param probabilities one per grid point, each finite {@code >= 0}, summing to 1 within 1e-9
   * @throws IllegalArgumentException naming what is wrong
   */
  public static DiscretePmf of(double stepSeconds, double firstSeconds, double... probabilities) {
    if (!(stepSeconds > 0 && Double.isFinite(stepSeconds))) {
      throw new IllegalArgumentException("stepSeconds must be finite and > 0, was " + stepSeconds);
    }
    if (!(firstSeconds >= 0 && Double.isFinite(firstSeconds))) {
      throw new IllegalArgumentException("times must be finite and >= 0, the first was " + firstSeconds);
    }
    if (probabilities.length == 0) {
      throw new IllegalArgumentException("a pmf needs at least one impulse");
    }
    double sum = 0;
    for (int i = 0; i < probabilities.length; i++) {
      if (!(probabilities[i] >= 0 && Double.isFinite(probabilities[i]))) {
        throw new IllegalArgumentException("probability " + i + " must be finite and >= 0, was " + probabilities[i]);
      }
      sum += probabilities[i];
    }
    if (Math.abs(sum - 1) > SUM_TOLERANCE) {
      throw new IllegalArgumentException("probabilities must sum to 1, sum to " + sum);
    }
    return trimmed(firstSeconds, stepSeconds, probabilities);
  }

  /**
   * The pmf of impulses at {@code seconds[i]} with {@code probabilities[i]}, on the grid of step
   * {@code stepSeconds} from {@code seconds[0]}: every time must be {@code seconds[0] + k × step}
   * for a whole {@code k}, the times strictly increasing.
   */
  public static DiscretePmf ofImpulses(double stepSeconds, double[] seconds, double[] probabilities) {
    if (seconds.length == 0 || seconds.length != probabilities.length) {
      throw new IllegalArgumentException("a pmf needs as many probabilities as impulses, at least one");
    }
    Check.positive(stepSeconds, "stepSeconds");
    int last = gridIndex(seconds[seconds.length - 1] - seconds[0], stepSeconds, seconds.length - 1);
    double[] onGrid = new double[last + 1];
    int previous = -1;
    for (int i = 0; i < seconds.length; i++) {
      int k = gridIndex(seconds[i] - seconds[0], stepSeconds, i);
      if (k <= previous) {
        throw new IllegalArgumentException("impulse times must be strictly increasing at " + i);
      }
      onGrid[k] = probabilities[i];
      previous = k;
    }
    return of(stepSeconds, seconds[0], onGrid);
  }

  private static int gridIndex(double offset, double step, int impulse) {
    double k = offset / step;
    if (Math.abs(k - Math.rint(k)) > 1e-6 || k > Integer.MAX_VALUE / 2.0) {
      throw new IllegalArgumentException("impulse " + impulse + " lies " + offset + " s after the first, not on the"
          + " grid of step " + step + " s");
    }
    return (int) Math.rint(k);
  }

  /** All the mass at {@code seconds}: a known time (a core that is idle now). */
  public static DiscretePmf pointMass(double seconds) {
    return of(1, seconds, 1.0);
  }

  /** Drops zeros at both ends; probabilities are taken as they are (no renormalization). */
  private static DiscretePmf trimmed(double first, double step, double[] p) {
    int from = 0;
    while (from < p.length - 1 && p[from] == 0) {
      from++;
    }
    int to = p.length;
    while (to - 1 > from && p[to - 1] == 0) {
      to--;
    }
    if (p[from] == 0) {
      throw new IllegalArgumentException("a pmf needs an impulse of positive probability");
    }
    return new DiscretePmf(first, step, p, from, to);
  }

  // ---- reading

  public int size() {
    return probabilities.length;
  }

  /** Time of impulse {@code i}. */
  public double seconds(int i) {
    return firstSeconds + i * stepSeconds;
  }

  public double probability(int i) {
    return probabilities[i];
  }

  public double firstSeconds() {
    return firstSeconds;
  }

  public double lastSeconds() {
    return seconds(probabilities.length - 1);
  }

  public double stepSeconds() {
    return stepSeconds;
  }

  /** Expected time (ECT of a completion-time pmf, EET of an execution-time pmf: section 5.1). */
  public double mean() {
    return mean;
  }

  /** P(time ≤ {@code t}): an impulse at {@code t} counts as by {@code t}. */
  public double probabilityAtMost(double t) {
    return cumulativeAt(lastIndexAtOrBefore(t));
  }

  /** P(time < {@code t}): the paper's "impulses ... less than the deadline" (section 4.3). */
  public double probabilityBefore(double t) {
    return cumulativeAt(countBefore(t) - 1);
  }

  /** Number of impulses strictly before {@code t}: those {@link #truncatedBefore} removes. */
  public int countBefore(double t) {
    double k = (t - firstSeconds) / stepSeconds;
    int i = (int) Math.ceil(Math.min(k - GRID_TOLERANCE, probabilities.length));
    return Math.max(0, i);
  }

  private int lastIndexAtOrBefore(double t) {
    double k = Math.floor((t - firstSeconds) / stepSeconds + GRID_TOLERANCE);
    return k < 0 ? -1 : (int) Math.min(k, probabilities.length - 1);
  }

  private double cumulativeAt(int index) {
    if (index < 0) {
      return 0;
    }
    return index >= probabilities.length - 1 ? 1 : Math.min(1, cumulative[index] / cumulative[cumulative.length - 1]);
  }

  /**
   * P(this + x ≤ {@code t}) for an independent {@code x} on the same grid, without convolving: the
   * sum over x's impulses of x's probability × P(this ≤ t − x's time). Equal to {@code
   * convolve(x).probabilityAtMost(t)} up to the order of the sums; a candidate's robustness from a
   * core's cached completion pmf (section 4.2) in O(min(x.size(), size())): x's impulses early
   * enough to meet the whole of this pmf by {@code t} (this CDF is 1 there) add up to x's own
   * cumulative probability, which is that very sum, so only the impulses that meet this pmf's
   * rising part are summed one by one — the same sum, term for term, as summing them all.
   */
  public double probabilityAtMostWith(DiscretePmf x, double t) {
    int last = (int) Math.min(Integer.MAX_VALUE / 2.0,
        Math.max(-1, Math.floor((t - (firstSeconds + x.firstSeconds)) / commonStep(x) + GRID_TOLERANCE)));
    double total = x.cumulative[x.cumulative.length - 1];
    int whole = Math.min(last - (probabilities.length - 1), x.probabilities.length - 1);
    double p = whole >= 0 ? x.cumulative[whole] : 0;
    for (int j = Math.max(0, whole + 1); j < x.probabilities.length && last - j >= 0; j++) {
      p += x.probabilities[j] * cumulativeAt(last - j);
    }
    return Math.min(1, p / total);
  }

  /** The time at cumulative probability {@code u} in [0, 1): inverse-transform sampling. */
  public double quantile(double u) {
    double target = u * cumulative[cumulative.length - 1];
    int i = Arrays.binarySearch(cumulative, target);
    i = i >= 0 ? i + 1 : -i - 1; // the first impulse whose cumulative probability exceeds u
    while (i < probabilities.length - 1 && probabilities[i] == 0) {
      i++;
    }
    return seconds(Math.min(i, probabilities.length - 1));
  }

  // ---- operations

  /** The same pmf {@code seconds} later: an execution time started at {@code seconds} is a completion time. */
  public DiscretePmf shift(double seconds) {
    return new DiscretePmf(firstSeconds + seconds, stepSeconds, probabilities, 0, probabilities.length);
  }

  /**
   * The distribution of the sum of this time and an independent {@code other} (section 4.2: "this
   * completion time sum requires a convolution of pmfs"). Both must lie on grids of the same step,
   * unless one of them is a single impulse.
   */
  public DiscretePmf convolve(DiscretePmf other) {
    if (other.size() == 1) {
      return shift(other.firstSeconds);
    }
    if (size() == 1) {
      return other.shift(firstSeconds);
    }
    double step = commonStep(other);
    double[] a = probabilities;
    double[] b = other.probabilities;
    double[] sum = new double[a.length + b.length - 1];
    for (int i = 0; i < a.length; i++) {
      double ai = a[i];
      if (ai != 0) {
        for (int j = 0; j < b.length; j++) {
          sum[i + j] += ai * b[j];
        }
      }
    }
    return new DiscretePmf(firstSeconds + other.firstSeconds, step, sum, 0, sum.length);
  }

  private double commonStep(DiscretePmf other) {
    if (other.size() == 1 || Math.abs(other.stepSeconds - stepSeconds) <= 1e-12 * stepSeconds) {
      return stepSeconds;
    }
    if (size() == 1) {
      return other.stepSeconds;
    }
    throw new IllegalArgumentException("pmfs on grids of step " + stepSeconds + " s and " + other.stepSeconds
        + " s cannot be combined; expected one grid");
  }

  /**
   * The pmf conditioned on the time being at least {@code t}: impulses before {@code t} removed, the
   * rest renormalized (Fig. 2: a task running since its start, still running at {@code t}). If no
   * impulse is left — the task has outrun its pmf — all the mass is at {@code t}: it is expected to
   * end now.
   */
  public DiscretePmf truncatedBefore(double t) {
    int removed = countBefore(t);
    if (removed == 0) {
      return this;
    }
    if (removed >= probabilities.length) {
      return pointMass(t);
    }
    double kept = 1 - cumulative[removed - 1] / cumulative[cumulative.length - 1];
    double[] p = new double[probabilities.length - removed];
    for (int i = 0; i < p.length; i++) {
      p[i] = probabilities[removed + i] / kept;
    }
    return trimmed(seconds(removed), stepSeconds, p);
  }

  /**
   * The time multiplied by {@code factor} (section 6: a P-state's multiplier scales a task's
   * execution-time distribution), on the grid of multiples of the step: the impulse at time {@code
   * s} moves to {@code factor × s}, its mass split between the two multiples of the step around it
   * in proportion to closeness. The mean is multiplied by {@code factor} exactly; the variance grows
   * by at most a quarter step squared.
   */
  public DiscretePmf scale(double factor) {
    if (!(factor > 0 && Double.isFinite(factor))) {
      throw new IllegalArgumentException("factor must be finite and > 0, was " + factor);
    }
    long origin = (long) Math.floor(factor * firstSeconds / stepSeconds);
    double[] p = new double[(int) (Math.floor(factor * lastSeconds() / stepSeconds) - origin) + 2];
    for (int i = 0; i < probabilities.length; i++) {
      double x = factor * seconds(i) / stepSeconds - origin;
      int lo = (int) Math.floor(x);
      double high = x - lo;
      p[lo] += probabilities[i] * (1 - high);
      p[lo + 1] += probabilities[i] * high;
    }
    return trimmed(origin * stepSeconds, stepSeconds, p);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DiscretePmf p && firstSeconds == p.firstSeconds && stepSeconds == p.stepSeconds
        && Arrays.equals(probabilities, p.probabilities);
  }

  @Override
  public int hashCode() {
    return 31 * Double.hashCode(firstSeconds) + Arrays.hashCode(probabilities);
  }

  @Override
  public String toString() {
    return "DiscretePmf[from " + firstSeconds + " s every " + stepSeconds + " s: " + Arrays.toString(probabilities) + "]";
  }
}
