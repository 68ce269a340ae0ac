package org.valen.experiments.runplot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    GanttChart chart = new GanttChart(everyCoreBusy(3, 10), 0, 60, GanttChart.Colouring.JOB, 400, "run");
    assertThat(chart.rows()).isEqualTo(30);
    assertThat(chart.title()).contains("30 busy cores by node").doesNotContain("cores a row");
  }

  @Test
  void shouldShareRowsWithinANodeBeyondMaxRows() {
    GanttChart chart = new GanttChart(everyCoreBusy(40, 32), 0, 60, GanttChart.Colouring.LEVEL, 400, "big");
    assertThat(chart.rows()).isLessThanOrEqualTo(400 + 40).isEqualTo(40 * 8);
    assertThat(chart.title()).contains("1280 busy cores").contains("(4 cores a row)");
  }

  @Test
  void shouldWritePngAndSvgAndRefuseAnEmptyWindow() throws IOException {
    List<TaskPiece> pieces = new ArrayList<>(everyCoreBusy(2, 4));
    pieces.add(new TaskPiece("j0", 0, "node-0", 0, 0, 0, 10, "reallocated"));
    pieces.add(new TaskPiece("j1", 1, "node-1", 5, 1, 50, 55, "preempted"));
    GanttChart chart = new GanttChart(pieces, 0, 60, GanttChart.Colouring.JOB, 400, "run");
    chart.write(folder.resolve("g.png"));
    chart.write(folder.resolve("g.svg"));
    assertThat(Files.size(folder.resolve("g.png"))).isPositive();
    assertThat(Files.readString(folder.resolve("g.svg"))).contains("<svg");
    assertThatThrownBy(() -> new GanttChart(pieces, 60, 60, GanttChart.Colouring.JOB, 400, "run"))
        .hasMessageContaining("--to must be after --from");
  }

  @Test
  void shouldSayTimesAsPeopleReadThem() {
    assertThat(GanttChart.Time.format(7200)).isEqualTo("2 h");
    assertThat(GanttChart.Time.format(90)).isEqualTo("1.5 min");
    assertThat(GanttChart.Time.format(172_800)).isEqualTo("2 d");
    assertThat(GanttChart.Time.niceStep(700)).isEqualTo(900);
  }
}
