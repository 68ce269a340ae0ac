package org.valen.experiments.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.Progress;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.run.ScenarioExperiment;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.summary.Summary;
import org.valen.experiments.table.RunTable;

/** Every plot says what it shows and what its marks are; bars of totals start at zero. */
class PlotsTest {
  @Test
  void shouldTitleEveryPlotWithWhatItShowsAndItsMarks(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    Scenario s = summary.scenario();
    PlotSpec lines = s.plots().get(0);
    PlotSpec paired = s.plots().get(1);
    PlotSpec bars = s.plots().get(2);
    assertThat(LinePlot.lines(summary, lines).getTitle())
        .isEqualTo("Total value by number of nodes (test-sweep); mean ± 95 % CI over 2 trials");
    assertThat(LinePlot.paired(summary, paired).getTitle())
        .isEqualTo("Total value against busy, paired by seed (test-sweep); mean ± 95 % CI over 2 trials");
    var chart = BarPlot.chart(summary, bars);
    assertThat(chart.getTitle()).endsWith("; mean ± 95 % CI over 2 trials");
    assertThat(chart.getStyler().getYAxisMin()).isEqualTo(0.0);
    assertThat(chart.getStyler().getYAxisDecimalPattern()).isEqualTo("#,##0.###");
  }

  @Test
  void shouldDrawTheMeanOfAReferenceColumnInEachGroupAsANamedLineThroughTheCentresOfTheBars(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    Scenario s = summary.scenario();
    PlotSpec b = s.plots().get(2);
    PlotSpec withCeiling = new PlotSpec(b.kind(), b.name(), b.title(), b.metric(), b.x(), b.series(),
        Optional.of("job_energy_j"), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(),
        Optional.of("ceiling: unlimited cores"));
    List<ReferenceLine> lines = new ArrayList<>();
    CategoryChart chart = BarPlot.chart(summary, withCeiling, lines::add);
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0).label()).isEqualTo("ceiling: unlimited cores");
    double[] expected = summary.xs().stream().mapToDouble(x -> summary.rows().stream()
        .filter(r -> r.text("x").equals(x)).mapToDouble(r -> r.number("job_energy_j")).average().orElseThrow())
        .toArray();
    assertThat(lines.get(0).values()).containsExactly(expected);
    assertThat(chart.getSeriesMap()).doesNotContainKey("ceiling: unlimited cores"); // a series would take a bar's slot

    PlotSpec sameScale = new PlotSpec(b.kind(), b.name(), b.title(), Optional.of("value"), b.x(), b.series(),
        Optional.of("value"), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(),
        Optional.of("ceiling"));
    lines.clear();
    chart = BarPlot.chart(summary, sameScale, lines::add);
    BufferedImage image = BitmapEncoder.getBufferedImage(chart);
    double[] drawn = lines.get(0).drawnX();
    int bars = chart.getSeriesMap().size(); // the groups' bars side by side, the first series' first
    List<int[]> first = runsOf(image, Charts.colour(0));
    assertThat(first).hasSize(expected.length);
    for (int i = 0; i < expected.length; i++) {
      double width = first.get(i)[1] - first.get(i)[0] + 1;
      assertThat(drawn[i]).as("group %d", i).isCloseTo(first.get(i)[0] + bars * width / 2, within(2.0));
    }
  }

  /**
   * The runs of {@code colour} along the lowest row of the image that has it, [first x, last x]
   * each; gaps of up to 3 pixels (an error bar's line) do not split a run.
   */
  private static List<int[]> runsOf(BufferedImage image, Color colour) {
    for (int y = image.getHeight() - 1; y >= 0; y--) {
      List<int[]> runs = new ArrayList<>();
      for (int x = 0; x < image.getWidth(); x++) {
        if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
          if (runs.isEmpty() || runs.get(runs.size() - 1)[1] < x - 4) {
            runs.add(new int[] {x, x});
          } else {
            runs.get(runs.size() - 1)[1] = x;
          }
        }
      }
      if (!runs.isEmpty()) {
        return runs;
      }
    }
    return List.of();
  }

  @Test
  void shouldWidenAPlotWhoseTitleWouldPassItsLeftEdge(@TempDir Path folder) {
    Summary summary = twoTrials(folder);
    PlotSpec b = summary.scenario().plots().get(2);
    assertThat(BarPlot.chart(summary, b).getWidth()).isEqualTo(Charts.WIDTH + 200);
    String words = "Total value of every policy of this test sweep, including the ones a researcher added beside"
        + " the paper's own, by the number of nodes of the simulated data centre and the seed of each trial";
    for (int cut = 60; cut <= words.length(); cut += 12) { // titles around and past the default width's
      PlotSpec titled = new PlotSpec(b.kind(), b.name(), Optional.of(words.substring(0, cut)), b.metric(), b.x(),
          b.series(), b.reference(), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(),
          b.referenceTitle());
      BufferedImage image = BitmapEncoder.getBufferedImage(BarPlot.chart(summary, titled));
      assertThat(titleStart(image)).as("where a title of %d characters starts", cut).isBetween(4, image.getWidth() / 4);
    }
    PlotSpec longest = new PlotSpec(b.kind(), b.name(), Optional.of(words), b.metric(), b.x(), b.series(),
        b.reference(), b.prefix(), b.from(), b.to(), b.yMax(), b.only(), b.baseline(), b.yTitle(), b.referenceTitle());
    assertThat(BarPlot.chart(summary, longest).getWidth()).isGreaterThan(Charts.WIDTH + 200);
  }

  /** The leftmost column with ink in the title's band at the top of a plot. */
  private static int titleStart(BufferedImage image) {
    for (int x = 0; x < image.getWidth(); x++) {
      for (int y = 0; y < 40; y++) {
        if ((image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
          return x;
        }
      }
    }
    return image.getWidth();
  }

  /** The test-sweep scenario run over two trials into {@code folder}, summarized. */
  private static Summary twoTrials(Path folder) {
    ScenarioExperiment e = (ScenarioExperiment) ExperimentCatalog.load().named("test-sweep").orElseThrow();
    e.run(new ExperimentOptions(Optional.of(2), Optional.empty(), 1, Path.of("none")), Progress.none(), folder, "c");
    Scenario s = e.scenario().withSeeds(2);
    return Summary.of(s, RunTable.read(folder, s.preset().layout(), true));
  }
}
