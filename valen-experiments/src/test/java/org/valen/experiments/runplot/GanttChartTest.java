package org.valen.experiments.runplot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.generate.PlatformPresets;

class GanttChartTest {
  @TempDir Path folder;

  /** One busy piece on every core of {@code nodes} nodes of {@code cores} cores. */
  private static List<TaskPiece> everyCoreBusy(int nodes, int cores) {
    List<TaskPiece> pieces = new ArrayList<>();
    for (int n = 0; n < nodes; n++) {
      for (int c = 0; c < cores; c++) {
        pieces.add(new TaskPiece("j" + n, c, "node-" + n, n * cores + c, c % 3, 10, 50, "finished"));
      }
    }
    return pieces;
  }

  @Test
  void shouldDrawARowPerCoreUpToMaxRows() {
    GanttChart chart = new GanttChart(everyCoreBusy(3, 10), Optional.empty(), 0, 60, GanttChart.Colouring.JOB, 400, "run");
    assertThat(chart.rows()).isEqualTo(30);
    assertThat(chart.title()).contains("30 busy cores by node").doesNotContain("cores a row");
  }

  @Test
  void shouldShareRowsWithinANodeBeyondMaxRows() {
    GanttChart chart = new GanttChart(everyCoreBusy(40, 32), Optional.empty(), 0, 60, GanttChart.Colouring.LEVEL, 400, "big");
    assertThat(chart.rows()).isLessThanOrEqualTo(400 + 40).isEqualTo(40 * 8);
    assertThat(chart.title()).contains("1280 busy cores").contains("(4 cores a row)");
  }

  @Test
  void shouldWritePngAndSvgAndRefuseAnEmptyWindow() throws IOException {
    List<TaskPiece> pieces = new ArrayList<>(everyCoreBusy(2, 4));
    pieces.add(new TaskPiece("j0", 0, "node-0", 0, 0, 0, 10, "reallocated"));
    pieces.add(new TaskPiece("j1", 1, "node-1", 5, 1, 50, 55, "preempted"));
    GanttChart chart = new GanttChart(pieces, Optional.of(PlatformPresets.paper001(2, 4)), 0, 60, GanttChart.Colouring.JOB, 400, "run");
    chart.write(folder.resolve("g.png"));
    chart.write(folder.resolve("g.svg"));
    assertThat(Files.size(folder.resolve("g.png"))).isPositive();
    assertThat(Files.readString(folder.resolve("g.svg"))).contains("<svg");
    assertThatThrownBy(() -> new GanttChart(pieces, Optional.empty(), 60, 60, GanttChart.Colouring.JOB, 400, "run"))
        .hasMessageContaining("--to must be after --from");
  }

  @Test
  void shouldDrawEveryCoreOfThePlatformIdleOnesIncludedAndLabelEachRow() {
    List<TaskPiece> pieces = List.of(new TaskPiece("j0", 0, "node-2", 13, 5, 10, 50, "finished"));
    GanttChart chart = new GanttChart(pieces, Optional.of(PlatformPresets.paper001(3, 10)), 0, 60,
        GanttChart.Colouring.LEVEL, 400, "run");
    assertThat(chart.rows()).as("30 cores, one busy").isEqualTo(30);
    assertThat(chart.title()).contains("30 cores by node");
    assertThat(chart.levels()).as("the platform's 6 levels, not a fixed 8").isEqualTo(6);
    GanttRows rows = GanttRows.of(Optional.of(PlatformPresets.paper001(3, 10)), pieces, 400);
    assertThat(rows.rows().get(13)).isEqualTo(new GanttRows.Row("node-2", 3, 3, false));
    assertThat(rows.rowOf(pieces.get(0))).isEqualTo(13);
    assertThatThrownBy(() -> new GanttChart(List.of(new TaskPiece("j0", 0, "node-9", 99, 0, 1, 2, "finished")),
        Optional.of(PlatformPresets.paper001(3, 10)), 0, 60, GanttChart.Colouring.JOB, 400, "run"))
        .hasMessageContaining("core 99 of node node-9, which the platform lacks");
  }

  /** Every level stands out against white and against idle grey, and from its neighbours. */
  @Test
  void shouldColourLevelsWithContrast() {
    for (int levels : new int[] {2, 6, 8, 13}) {
      for (int level = 0; level < levels; level++) {
        Color c = LevelColours.of(level, levels);
        assertThat(luminance(c)).as("%d of %d", level, levels).isLessThan(0.55);
        assertThat(Math.abs(luminance(c) - luminance(GanttChart.IDLE))).isGreaterThan(0.25);
        if (level > 0 && levels <= 8) {
          assertThat(distance(c, LevelColours.of(level - 1, levels))).as("%d of %d", level, levels).isGreaterThan(40);
        }
      }
    }
  }

  private static double luminance(Color c) {
    return (0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue()) / 255;
  }

  private static double distance(Color a, Color b) {
    return Math.sqrt(Math.pow(a.getRed() - b.getRed(), 2) + Math.pow(a.getGreen() - b.getGreen(), 2)
        + Math.pow(a.getBlue() - b.getBlue(), 2));
  }

  @Test
  void shouldSayTimesAsPeopleReadThem() {
    assertThat(GanttChart.Time.format(7200)).isEqualTo("2 h");
    assertThat(GanttChart.Time.format(90)).isEqualTo("1.5 min");
    assertThat(GanttChart.Time.format(172_800)).isEqualTo("2 d");
    assertThat(GanttChart.Time.niceStep(700)).isEqualTo(900);
  }
}
