package org.valen.external;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * A message from the process, or a part of one, read with checks: a field that is missing or of
 * the wrong kind is a {@link ProtocolFault} naming the message type, the JSON path, what was found
 * and what was expected.
 */
final class ProcessMessage {
  private static final int EXCERPT = 80;
  private final String type;
  private final String path;
  private final JsonNode node;

  private ProcessMessage(String type, String path, JsonNode node) {
    this.type = type;
    this.path = path;
    this.node = node;
  }

  /** The message of one line of the process's output. */
  static ProcessMessage parse(String line, ObjectMapper mapper) {
    JsonNode root;
    try {
      root = mapper.readTree(line);
    } catch (JsonProcessingException e) {
      throw new ProtocolFault("its output line " + excerpt(line) + " is not JSON (" + firstLine(e.getOriginalMessage())
          + "); expected one JSON message per line. Maybe the policy printed to standard output?"
          + " Print to standard error instead", e);
    }
    if (root == null || !root.isObject()) {
      throw new ProtocolFault("its output line " + excerpt(line) + " is not a JSON object; expected a message such as"
          + " {\"type\": \"done\"}");
    }
    JsonNode type = root.get("type");
    if (type == null || !type.isTextual()) {
      throw new ProtocolFault("its message " + excerpt(line) + " has no \"type\"; expected a message such as"
          + " {\"type\": \"done\"}");
    }
    return new ProcessMessage(type.asText(), "$", root);
  }

  String type() {
    return type;
  }

  boolean has(String field) {
    JsonNode v = node.get(field);
    return v != null && !v.isNull();
  }

  /** A whole number in [{@code min}, {@code max}]; {@code what} says what it is for the message. */
  int integer(String field, int min, int max, String what) {
    JsonNode v = require(field, what);
    if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < min || v.asInt() > max) {
      throw wrong(field, v, what);
    }
    return v.asInt();
  }

  /** A finite number. */
  double number(String field, String what) {
    JsonNode v = require(field, what);
    if (!v.isNumber() || !Double.isFinite(v.asDouble())) {
      throw wrong(field, v, what);
    }
    return v.asDouble();
  }

  boolean bool(String field, String what) {
    JsonNode v = require(field, what);
    if (!v.isBoolean()) {
      throw wrong(field, v, what);
    }
    return v.asBoolean();
  }

  String text(String field, String what) {
    JsonNode v = require(field, what);
    if (!v.isTextual()) {
      throw wrong(field, v, what);
    }
    return v.asText();
  }

  /** The elements of an array field, each as a part of this message. */
  List<ProcessMessage> array(String field, String what) {
    JsonNode v = require(field, what);
    if (!v.isArray()) {
      throw wrong(field, v, what);
    }
    List<ProcessMessage> parts = new ArrayList<>(v.size());
    for (int i = 0; i < v.size(); i++) {
      parts.add(new ProcessMessage(type, path + "." + field + "[" + i + "]", v.get(i)));
    }
    return parts;
  }

  /** An array of whole numbers, each in [{@code min}, {@code max}]. */
  int[] integers(String field, int min, int max, String what) {
    JsonNode v = require(field, what);
    if (!v.isArray()) {
      throw wrong(field, v, what);
    }
    int[] values = new int[v.size()];
    for (int i = 0; i < values.length; i++) {
      JsonNode e = v.get(i);
      if (!e.isIntegralNumber() || !e.canConvertToInt() || e.asInt() < min || e.asInt() > max) {
        throw wrong(field + "[" + i + "]", e, what);
      }
      values[i] = e.asInt();
    }
    return values;
  }

  /** Whether this part is an object (else e.g. a plan given by its number). */
  boolean isObject() {
    return node.isObject();
  }

  /** The field as a part of this message (an object it holds). */
  ProcessMessage part(String field, String what) {
    return new ProcessMessage(type, path + "." + field, require(field, what));
  }

  /** This part as a whole number in [{@code min}, {@code max}]. */
  int asInteger(int min, int max, String what) {
    if (!node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < min || node.asInt() > max) {
      throw new ProtocolFault("its \"" + type + "\" message: " + path + ": found " + excerpt(node.toString())
          + "; expected " + what);
    }
    return node.asInt();
  }

  private JsonNode require(String field, String what) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      throw new ProtocolFault("its \"" + type + "\" message: " + path + " has no field \"" + field + "\"; expected "
          + what);
    }
    return v;
  }

  private ProtocolFault wrong(String field, JsonNode value, String what) {
    return new ProtocolFault("its \"" + type + "\" message: " + path + "." + field + ": found "
        + excerpt(value.toString()) + "; expected " + what);
  }

  private static String excerpt(String text) {
    String t = text.strip();
    return "'" + (t.length() <= EXCERPT ? t : t.substring(0, EXCERPT) + "…") + "'";
  }

  private static String firstLine(String message) {
    String m = message == null ? "malformed" : message.strip();
    int newline = m.indexOf('\n');
    return newline < 0 ? m : m.substring(0, newline);
  }
}
