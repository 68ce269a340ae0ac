package org.valen.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.ValueNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes JSON that people can read and diff: a value that fits on one line of {@value
 * #INLINE_WIDTH} characters stays on one line (a task, an edge, an arrival, an array of numbers),
 * anything longer is split one element per line with two-space indents. Field order is the order
 * in which writers put the fields, so output is byte-identical for equal input.
 */
public final class JsonOut {
  /** Longest value kept on one line. */
  public static final int INLINE_WIDTH = 240;

  // jackson-core alone writes the scalars (as Jackson's own node text does, through a mapper whose
  // set-up costs a short command some 40 ms)
  private static final JsonFactory JSON = new JsonFactory();
  private static final JsonStringEncoder ENCODER = JsonStringEncoder.getInstance();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonOut() {}

  /** A fresh object node to fill. */
  public static ObjectNode object() {
    return NODES.objectNode();
  }

  /** A fresh array node to fill. */
  public static ArrayNode array() {
    return NODES.arrayNode();
  }

  /** The document as text, ending with a newline. */
  public static String toText(JsonNode root) {
    StringBuilder out = new StringBuilder();
    write(root, 0, out, true);
    return out.append('\n').toString();
  }

  /**
   * Writes to {@code out} what {@link #toText} writes for {@code head} with one more, last field
   * {@code field} holding the array of {@code elements}, without holding that array: elements are
   * written as they come (a workload's arrivals). Only when the array is short enough to stay on
   * one line (at most {@value #INLINE_WIDTH} characters) is it gathered and written whole, so the
   * bytes are always those of {@link #toText}.
   */
  public static void writeWithArray(Appendable out, ObjectNode head, String field, Iterator<? extends JsonNode> elements)
      throws java.io.IOException {
    java.util.List<JsonNode> first = new java.util.ArrayList<>();
    int inlineLength = 2; // "[" and "]"
    while (elements.hasNext() && inlineLength + 2 <= INLINE_WIDTH) {
      JsonNode e = elements.next();
      first.add(e);
      inlineLength += inline(e).length() + (first.size() > 1 ? 2 : 0);
    }
    if (!elements.hasNext() && inlineLength + 2 <= INLINE_WIDTH) {
      ObjectNode whole = head.deepCopy();
      whole.putArray(field).addAll(first);
      out.append(toText(whole));
      return;
    }
    StringBuilder text = new StringBuilder("{\n");
    for (Iterator<Map.Entry<String, JsonNode>> fields = head.fields(); fields.hasNext(); ) {
      Map.Entry<String, JsonNode> f = fields.next();
      pad(text, 2).append(quote(f.getKey())).append(": ");
      write(f.getValue(), 2, text, false);
      text.append(",\n");
    }
    pad(text, 2).append(quote(field)).append(": [\n");
    Iterator<? extends JsonNode> rest = first.iterator();
    boolean more = true;
    while (more) {
      JsonNode e = rest.hasNext() ? rest.next() : elements.next();
      more = rest.hasNext() || elements.hasNext();
      pad(text, 4);
      write(e, 4, text, false);
      text.append(more ? ",\n" : "\n");
      out.append(text);
      text.setLength(0);
    }
    out.append("  ]\n}\n");
  }

  /** The value on one line, no spaces: the canonical form used for hashing. */
  public static String canonical(JsonNode value) {
    return value.toString();
  }

  private static void write(JsonNode node, int indent, StringBuilder out, boolean root) {
    if (node.isContainerNode() && !root) {
      String inline = inline(node);
      if (inline.length() + indent <= INLINE_WIDTH) {
        out.append(inline);
        return;
      }
    }
    if (node.isObject()) {
      writeObject(node, indent, out);
    } else if (node.isArray()) {
      writeArray(node, indent, out);
    } else {
      out.append(scalar(node));
    }
  }

  private static void writeObject(JsonNode node, int indent, StringBuilder out) {
    if (node.isEmpty()) {
      out.append("{}");
      return;
    }
    out.append("{\n");
    Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      pad(out, indent + 2).append(quote(field.getKey())).append(": ");
      write(field.getValue(), indent + 2, out, false);
      out.append(fields.hasNext() ? ",\n" : "\n");
    }
    pad(out, indent).append('}');
  }

  private static void writeArray(JsonNode node, int indent, StringBuilder out) {
    if (node.isEmpty()) {
      out.append("[]");
      return;
    }
    out.append("[\n");
    for (int i = 0; i < node.size(); i++) {
      pad(out, indent + 2);
      write(node.get(i), indent + 2, out, false);
      out.append(i + 1 < node.size() ? ",\n" : "\n");
    }
    pad(out, indent).append(']');
  }

  private static String inline(JsonNode node) {
    StringBuilder out = new StringBuilder();
    if (node.isObject()) {
      out.append('{');
      Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        out.append(quote(field.getKey())).append(": ").append(inline(field.getValue()));
        if (fields.hasNext()) {
          out.append(", ");
        }
      }
      return out.append('}').toString();
    }
    if (node.isArray()) {
      out.append('[');
      for (int i = 0; i < node.size(); i++) {
        out.append(i > 0 ? ", " : "").append(inline(node.get(i)));
      }
      return out.append(']').toString();
    }
    return scalar(node);
  }

  private static String quote(String text) {
    return "\"" + new String(ENCODER.quoteAsString(text)) + "\"";
  }

  /**
   * A string, number, boolean or null as {@link JsonNode#toString()} writes it: the common kinds
   * directly (a string escaped by jackson-core's encoder, a finite double as {@link
   * Double#toString(double)}, as Jackson's writer does), any other through jackson-core's generator.
   * {@code JsonOutTest} holds them equal to Jackson's text.
   */
  static String scalar(JsonNode node) {
    if (node.isTextual()) {
      return quote(node.textValue());
    } else if (node.isInt() || node.isLong() || node.isBoolean() || node.isNull()
        || node.isDouble() && Double.isFinite(node.doubleValue())) {
      return node.asText();
    }
    StringWriter text = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(text)) {
      ((ValueNode) node).serialize(g, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }

  private static StringBuilder pad(StringBuilder out, int spaces) {
    return out.append(" ".repeat(spaces));
  }
}
