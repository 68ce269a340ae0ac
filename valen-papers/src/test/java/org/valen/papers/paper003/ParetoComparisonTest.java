package org.valen.papers.paper003;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ParetoComparisonTest {
  @Test
  void shouldReportTheGainOfRevenueAsNotApplicableWhereNothingIsProcessed() {
    ParetoComparison fig4 = new ParetoComparison();
    Table runs = fig4.runsColumns();
    runs.add(1.0, 10.0, 0.0, -0.5, -0.5, -0.5, -0.5, 3); // r* = 0: the idle machines' cost only
    runs.add(1.2, 12.0, 4.0, 0.8, 0.7, 0.8, 0.7, 3);
    Table summary = fig4.summary(runs);
    assertThat(summary.text(0, "gain_of_revenue")).isEqualTo("n/a");
    assertThat(summary.number(1, "gain_of_revenue")).isZero();
    assertThat(fig4.ourFindings(runs, summary).get(1)).contains("γ [1.0, 1.2]").doesNotContain("different");
  }
}
