package org.valen.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;

/**
 * The HTML report beside every {@code report.md}: one self-contained page with the tables, the plots
 * embedded and the command; and the plot rules (distinct titles, bars from zero, plain numbers).
 */
class ReportFilesTest {
  private static final List<RunRow> ROWS = List.of(row("A", 1, 100, 10), row("B", 1, 104, 12), row("A", 2, 110, 11),
      row("B", 2, 115, 13));

  private static RunRow row(String policy, long seed, double value, double rejected) {
    return new RunRow("t", "load", 1, policy, seed, 200, value, 1000, 1e8, 1e7, value / 1e8, rejected, 0, 0, 0, 0, 1.8,
        List.of(1.0));
  }

  private static org.valen.runtime.sim.SimulationResult result(String policy, double value) {
    var job = new org.valen.runtime.sim.JobRecord("j1", "t", 0, 0, 10, "n0", 1, 0, 0, value, 1e6,
        org.valen.runtime.sim.JobStatus.COMPLETED, value, 10, 10);
    return new org.valen.runtime.sim.SimulationResult(policy, List.of(job), List.of(), 1, value,
        org.valen.runtime.sim.DecisionTiming.none(), new double[] {10});
  }

  private static ExperimentSpec spec() {
    return new ExperimentSpec("t", "A test sweep", Setup.paper001(), SweepParameter.LOAD, List.of(1.0),
        PolicyEntry.of(List.of("A", "B")), 2, Optional.empty(), List.of(Metric.VALUE, Metric.ENERGY),
        Optional.empty(), Optional.empty());
  }

  @Test
  void shouldWriteASelfContainedPageBesideTheMarkdown(@TempDir Path folder) throws IOException {
    Summary summary = Summary.of(spec(), ROWS);
    List<String> plots = Plots.write(folder, summary);
    ReportFiles.write(folder, Report.markdown(summary, "valen experiment --scenario t.json", plots, List.of()));
    Document page = Jsoup.parse(Files.readString(folder.resolve(ReportFiles.HTML)));
    assertThat(page.title()).isEqualTo("A test sweep");
    assertThat(page.select("h1").text()).isEqualTo("A test sweep");
    assertThat(page.select("table")).hasSize(6); // value, energy, the rejected share every run records, paired, ceiling, DVFS
    assertThat(page.select("img")).hasSize(2)
        .allSatisfy(img -> assertThat(img.attr("src")).startsWith("data:image/png;base64,"));
    assertThat(page.select("code").text()).contains("valen experiment --scenario t.json");
    assertThat(page.select("table").get(0).select("th").eachText()).containsExactly("offered load", "A", "B");
    assertThat(Files.readString(folder.resolve(Experiments.REPORT))).contains("**rejected jobs (%)**", "![value.png](value.png)");
  }

  @Test
  void shouldTitleEachMetricsChartOnItsOwn() {
    Summary summary = Summary.of(spec(), ROWS);
    assertThat(Plots.chart(summary, Metric.VALUE).getTitle()).isEqualTo("Total value by offered load (t)");
    assertThat(Plots.chart(summary, Metric.ENERGY).getTitle()).isEqualTo("Job energy by offered load (t)");
    assertThat(Plots.chart(summary, Metric.VALUE).getStyler().getYAxisDecimalPattern()).isEqualTo("#,##0.###");
  }

  @Test
  void shouldStartTheComparisonBarsAtZero() {
    CategoryChart chart = PolicyComparison.chart(List.of(result("A", 100), result("B", 103.6)));
    assertThat(chart.getStyler().getYAxisMin()).isEqualTo(0.0);
    assertThat(chart.getTitle()).contains("relative to A");
  }
}
