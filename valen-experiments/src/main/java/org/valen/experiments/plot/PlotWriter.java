package org.valen.experiments.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.valen.experiments.scenario.PlotSpec;
import org.valen.experiments.summary.Summary;

/** Draws every plot of a scenario ({@link PlotSpec}) from its summary, as PNG and SVG. */
public final class PlotWriter {
  private PlotWriter() {}

  /** Writes the plots into {@code folder}; returns the PNG files' names, in the scenario's order. */
  public static List<String> write(Path folder, Summary summary) {
    List<String> files = new ArrayList<>();
    for (PlotSpec p : summary.scenario().plots()) {
      var chart = switch (p.kind()) {
        case LINES -> LinePlot.lines(summary, p);
        case PAIRED -> LinePlot.paired(summary, p);
        case BARS -> BarPlot.chart(summary, p);
        case BOXES -> BoxPlot.chart(summary, p);
        case CURVES -> CurvePlot.chart(summary, p);
      };
      files.add(ChartFiles.write(folder, p.name(), chart));
    }
    return files;
  }
}
