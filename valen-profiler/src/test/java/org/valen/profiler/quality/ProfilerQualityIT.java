package org.valen.profiler.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.profiler.ProfilerSettings;

/**
 * The quality thresholds, at default settings and a fixed seed, on a smaller sample than
 * the benchmarks (the first jobs of the benchmarks' samples): at least 99 % of (job, k) pairs of
 * 5–6-task jobs within 1 % of the oracle's minimum product, and at least 95 % of the pairs of
 * 10-task jobs within 1 % of what a 20× longer run finds.
 */
class ProfilerQualityIT {
  private static final long SEED = 1;
  private static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());

  @Test
  void shouldComeWithinOnePercentOfTheOracleOnAtLeast99PercentOfSmallJobPairs() {
    List<Gap> gaps = QualityComparison.againstOracle(40, 5, 6, SEED, ProfilerSettings.defaults(), THREADS);
    GapSummary summary = GapSummary.of(gaps);
    System.out.println("oracle comparison (IT sample): " + summary.describe());
    assertThat(summary.pairs()).isGreaterThanOrEqualTo(200);
    assertThat(summary.withinOnePercentShare()).as(summary.describe()).isGreaterThanOrEqualTo(0.99);
  }

  @Test
  void shouldComeWithinOnePercentOfATwentyTimesLongerRunOnAtLeast95PercentOfTenTaskPairs() {
    List<Gap> gaps = QualityComparison.againstLongerRun(4, 10, SEED, ProfilerSettings.defaults(), 20, THREADS);
    GapSummary summary = GapSummary.of(gaps);
    System.out.println("20x longer run comparison (IT sample): " + summary.describe());
    assertThat(summary.pairs()).isEqualTo(40);
    assertThat(summary.withinOnePercentShare()).as(summary.describe()).isGreaterThanOrEqualTo(0.95);
  }
}
