package org.valen.experiments.runplot;

import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import org.valen.model.io.AtomicFiles;

/**
 * A picture drawn once with Java2D and written as PNG or SVG by the file's extension: PNG through
 * a {@link BufferedImage}, SVG through VectorGraphics2D (the library XChart writes its SVG with).
 */
final class Drawings {
  static {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  private Drawings() {}

  /** Whether {@code file} names a kind of picture this writes. */
  static boolean supported(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".png") || name.endsWith(".svg");
  }

  /** Draws with {@code paint} on a {@code width} × {@code height} canvas and writes {@code file}. */
  static void write(Path file, int width, int height, Consumer<Graphics2D> paint) {
    try {
      byte[] bytes;
      if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
        VectorGraphics2D g = new VectorGraphics2D();
        paint.accept(g);
        ByteArrayOutputStream svg = new ByteArrayOutputStream();
        new SVGProcessor().getDocument(g.getCommands(), new PageSize(0, 0, width, height)).writeTo(svg);
        bytes = svg.toByteArray();
      } else {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        paint.accept(g);
        g.dispose();
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        ImageIO.write(image, "png", png);
        bytes = png.toByteArray();
      }
      AtomicFiles.writeBytes(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot draw " + file + ": " + e.getMessage(), e);
    }
  }
}
