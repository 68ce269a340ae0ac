package org.valen.profiler.quality;

import java.util.List;
import java.util.Locale;

/**
 * The distribution of {@link Gap}s over many (job, core budget) pairs.
 *
 * @param pairs number of pairs
 * @param exact pairs whose gap is at most 1e-9 (the same product up to rounding)
 * @param withinOnePercent pairs whose gap is at most 1 %
 * @param sortedGaps every gap, ascending
 */
public record GapSummary(int pairs, int exact, int withinOnePercent, List<Double> sortedGaps) {

  /** Summary of {@code gaps}. */
  public static GapSummary of(List<Gap> gaps) {
    List<Double> sorted = gaps.stream().map(Gap::gap).sorted().toList();
    int exact = (int) sorted.stream().filter(g -> g <= 1e-9).count();
    int within = (int) sorted.stream().filter(g -> g <= 0.01).count();
    return new GapSummary(sorted.size(), exact, within, sorted);
  }

  /** Share of pairs within 1 %, in [0, 1]. */
  public double withinOnePercentShare() {
    return pairs == 0 ? 1 : (double) withinOnePercent / pairs;
  }

  /** The {@code q}-quantile of the gaps (nearest rank), {@code q} in [0, 1]. */
  public double quantile(double q) {
    if (sortedGaps.isEmpty()) {
      return 0;
    }
    int rank = (int) Math.ceil(q * sortedGaps.size());
    return sortedGaps.get(Math.max(0, Math.min(sortedGaps.size() - 1, rank - 1)));
  }

  public double mean() {
    return sortedGaps.stream().mapToDouble(Double::doubleValue).average().orElse(0);
  }

  /** Pairs whose gap is in {@code (above, atMost]}. */
  public long countBetween(double above, double atMost) {
    return sortedGaps.stream().filter(g -> g > above && g <= atMost).count();
  }

  /** A few lines for a person: the share within 1 % and the distribution. */
  public String describe() {
    return String.format(Locale.ROOT,
        "%d (job, k) pairs: %d within 1%% (%.2f%%), %d exact (gap <= 1e-9)%n"
            + "gap distribution: 0: %d | (0, 0.1%%]: %d | (0.1%%, 1%%]: %d | (1%%, 5%%]: %d | > 5%%: %d%n"
            + "gap quantiles: median %.2e, p90 %.2e, p99 %.2e, max %.2e; mean %.2e",
        pairs, withinOnePercent, 100 * withinOnePercentShare(), exact,
        countBetween(Double.NEGATIVE_INFINITY, 1e-9), countBetween(1e-9, 0.001), countBetween(0.001, 0.01),
        countBetween(0.01, 0.05), countBetween(0.05, Double.POSITIVE_INFINITY),
        quantile(0.5), quantile(0.9), quantile(0.99), quantile(1), mean());
  }
}
