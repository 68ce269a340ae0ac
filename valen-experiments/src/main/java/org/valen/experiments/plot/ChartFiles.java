package org.valen.experiments.plot;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.valen.model.io.AtomicFiles;

/** Writes an XChart chart as {@code NAME.png} and {@code NAME.svg}, atomically and headless. */
public final class ChartFiles {
  static {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  private ChartFiles() {}

  /** Writes {@code chart} as {@code folder/name.png} and {@code folder/name.svg}; returns the PNG's file name. */
  public static String write(Path folder, String name, Chart<?, ?> chart) {
    try {
      AtomicFiles.writeBytes(folder.resolve(name + ".png"), BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
      ByteArrayOutputStream svg = new ByteArrayOutputStream();
      VectorGraphicsEncoder.saveVectorGraphic(chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
      AtomicFiles.writeBytes(folder.resolve(name + ".svg"), svg.toByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot draw " + name + ": " + e.getMessage(), e);
    }
    return name + ".png";
  }
}
