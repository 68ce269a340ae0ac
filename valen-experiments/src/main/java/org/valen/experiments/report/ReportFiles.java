package org.valen.experiments.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.valen.model.io.AtomicFiles;

/**
 * An experiment's report as two files: {@code report.md} (for a repository or an editor) and
 * {@code report.html}, the same content as one self-contained page a person opens in a browser —
 * tables, the plots embedded (as {@code data:} URIs, so the page can be mailed or moved alone), the
 * paper's figures beside ours and the command that made it. The markdown is turned into HTML by
 * commonmark-java with its GitHub table extension.
 */
public final class ReportFiles {
  /** The markdown report's file name. */
  public static final String MARKDOWN = "report.md";
  /** The HTML report's file name. */
  public static final String HTML = "report.html";

  private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
  private static final Map<String, String> MEDIA_TYPES = Map.of("png", "image/png", "svg", "image/svg+xml");
  private static final String STYLE = """
      body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;max-width:1180px;\
      margin:2em auto;padding:0 1em;color:#1b1b1b;line-height:1.45}
      h1{font-size:1.6em;border-bottom:2px solid #ddd;padding-bottom:.3em}h2{font-size:1.25em;margin-top:1.6em}
      table{border-collapse:collapse;margin:.6em 0 1.2em;font-size:.92em}
      th,td{border:1px solid #ccc;padding:.3em .6em;text-align:right;font-variant-numeric:tabular-nums}
      th:first-child,td:first-child{text-align:left}th{background:#f0f3f6}tr:nth-child(even) td{background:#fafbfc}
      code{background:#f3f3f3;padding:.1em .3em;border-radius:3px;font-size:.9em;word-break:break-word}
      img{width:100%;max-width:1100px;margin:.3em 0;border:1px solid #eee;display:block}
      """;

  private ReportFiles() {}

  /** Writes {@code report.md} and {@code report.html} into {@code folder}; the plots must be there already. */
  public static void write(Path folder, String markdown) {
    AtomicFiles.writeText(folder.resolve(MARKDOWN), markdown);
    AtomicFiles.writeText(folder.resolve(HTML), html(folder, markdown));
  }

  /** The page: the markdown as HTML, every image of {@code folder} it shows embedded. */
  public static String html(Path folder, String markdown) {
    Node document = Parser.builder().extensions(EXTENSIONS).build().parse(markdown);
    HtmlRenderer renderer = HtmlRenderer.builder().extensions(EXTENSIONS)
        .attributeProviderFactory(context -> (node, tag, attributes) -> {
          if (node instanceof Image && attributes.containsKey("src")) {
            attributes.put("src", embedded(folder, attributes.get("src")));
          }
        }).build();
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<title>" + escape(title(document)) + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n"
        + renderer.render(document) + "</body>\n</html>\n";
  }

  /** A local image as a {@code data:} URI; anything else as it is. */
  private static String embedded(Path folder, String src) {
    int dot = src.lastIndexOf('.');
    String type = dot < 0 ? null : MEDIA_TYPES.get(src.substring(dot + 1).toLowerCase(Locale.ROOT));
    if (type == null || src.contains(":") || src.startsWith("/")) {
      return src;
    }
    Path file = folder.resolve(src);
    if (!Files.isRegularFile(file)) {
      return src;
    }
    try {
      return "data:" + type + ";base64," + Base64.getEncoder().encodeToString(Files.readAllBytes(file));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + " to embed it in " + HTML + ": " + e.getMessage(), e);
    }
  }

  /** The text of the first heading. */
  private static String title(Node document) {
    for (Node n = document.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Heading) {
        StringBuilder text = new StringBuilder();
        for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
          if (c instanceof Text t) {
            text.append(t.getLiteral());
          }
        }
        return text.toString();
      }
    }
    return "valen report";
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
