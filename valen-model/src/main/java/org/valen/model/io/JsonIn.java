package org.valen.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * A JSON value being read at a known path. Every accessor that finds something wrong adds a
 * {@link Problem} naming the path, what it found and what it expected, and returns a harmless
 * placeholder so that reading goes on and every problem of the file is reported at once. Callers
 * build model objects only from parts that read cleanly ({@link Problems#noneSince(int)}).
 */
public final class JsonIn {
  private static final int MAX_FOUND_LENGTH = 60;
  private final JsonNode node;
  private final Problems problems;
  // The path is made only when a message needs it (reading a large file must not build a string
  // for every value): a fixed path (a root, a streamed element), or the parent's and a step, a
  // field name or (field == null) an index.
  private final String fixedPath;
  private final JsonIn parent;
  private final String field;
  private final int index;

  private JsonIn(JsonNode node, Problems problems, String fixedPath, JsonIn parent, String field, int index) {
    this.node = node;
    this.problems = problems;
    this.fixedPath = fixedPath;
    this.parent = parent;
    this.field = field;
    this.index = index;
  }

  /** A value at a fixed {@code path} (a streamed array of a large file, whose elements follow). */
  static JsonIn atPath(JsonNode node, String path, Problems problems) {
    return new JsonIn(node, problems, path, null, null, -1);
  }

  /** The document root, path {@code $}. */
  public static JsonIn root(JsonNode node, Problems problems) {
    return new JsonIn(node, problems, "$", null, null, -1);
  }

  /** Where this value is, e.g. {@code $.templates[2].tasks}. */
  public String path() {
    if (fixedPath != null) {
      return fixedPath;
    }
    return field != null ? parent.path(field) : parent.path() + "[" + index + "]";
  }

  /** Path of a field of this object. */
  public String path(String field) {
    return path() + "." + field;
  }

  public Problems problems() {
    return problems;
  }

  /** Adds a problem at this value's path. */
  public void problem(String found, String expected) {
    problems.add(path(), found, expected);
  }

  /** Adds a problem at a field of this object. */
  public void problem(String field, String found, String expected) {
    problems.add(path(field), found, expected);
  }

  /** How a JSON value reads in a message: its text, cut short. */
  static String describe(JsonNode value) {
    if (value == null || value.isMissingNode()) {
      return "nothing";
    }
    String text = value.isNumber() ? value.asText() : value.toString();
    return text.length() <= MAX_FOUND_LENGTH ? text : text.substring(0, MAX_FOUND_LENGTH) + "…";
  }

  /** Requires this value to be an object with no fields but {@code allowed}. */
  public boolean requireObject(String... allowed) {
    if (!node.isObject()) {
      problem(describe(node), "a JSON object");
      return false;
    }
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String name = it.next();
      if (!Arrays.asList(allowed).contains(name)) { // a few names: a scan, no set per object
        problem(name, "an unknown field \"" + name + "\"", "one of " + Arrays.asList(allowed));
      }
    }
    return true;
  }

  public boolean has(String field) {
    return node.isObject() && node.has(field) && !node.get(field).isNull();
  }

  private JsonNode field(String field) {
    return node.isObject() ? node.get(field) : null;
  }

  /** A required non-blank string. */
  public String text(String field) {
    JsonNode value = field(field);
    if (value == null || !value.isTextual() || value.asText().isBlank()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), "a non-empty string");
      return "?";
    }
    return value.asText();
  }

  /** An optional string. */
  public Optional<String> optionalText(String field) {
    return has(field) ? Optional.of(text(field)) : Optional.empty();
  }

  /** A required number obeying {@code rule}. */
  public double number(String field, NumberRule rule) {
    JsonNode value = field(field);
    if (value == null) {
      problem(field, "no field \"" + field + "\"", rule.description());
      return Double.NaN;
    }
    return child(value, field).number(rule);
  }

  /** An optional number obeying {@code rule}, {@code fallback} if absent. */
  public double number(String field, double fallback, NumberRule rule) {
    return has(field) ? number(field, rule) : fallback;
  }

  /** This value as a number obeying {@code rule}. */
  public double number(NumberRule rule) {
    if (!node.isNumber()) {
      problem(describe(node), rule.description());
      return Double.NaN;
    }
    double v = node.doubleValue();
    if (!rule.accepts(v)) {
      problem(describe(node), rule.description());
      return Double.NaN;
    }
    return v;
  }

  /** A required integer in {@code [min, max]}. */
  public int integer(String field, int min, int max) {
    JsonNode value = field(field);
    String expected = "an integer in [" + min + ", " + max + "]";
    if (value == null || !value.canConvertToInt() || !value.isIntegralNumber()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), expected);
      return min;
    }
    int v = value.intValue();
    if (v < min || v > max) {
      problem(field, describe(value), expected);
      return min;
    }
    return v;
  }

  /** An optional integer in {@code [min, max]}, {@code fallback} if absent. */
  public int integer(String field, int fallback, int min, int max) {
    return has(field) ? integer(field, min, max) : fallback;
  }

  /** A required integer of any size. */
  public long longInteger(String field) {
    JsonNode value = field(field);
    if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), "an integer");
      return 0;
    }
    return value.longValue();
  }

  /** A required {@code true} or {@code false}. */
  public boolean bool(String field) {
    JsonNode value = field(field);
    if (value == null || !value.isBoolean()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), "true or false");
      return false;
    }
    return value.booleanValue();
  }

  /** A required object; a placeholder if absent (reading it adds no further problems). */
  public JsonIn object(String field) {
    JsonNode value = field(field);
    if (value == null || !value.isObject()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), "a JSON object");
      return child(com.fasterxml.jackson.databind.node.MissingNode.getInstance(), field).silenced();
    }
    return child(value, field);
  }

  /** An optional object. */
  public Optional<JsonIn> optionalObject(String field) {
    return has(field) ? Optional.of(object(field)) : Optional.empty();
  }

  /** The elements of a required array, each at its indexed path. */
  public List<JsonIn> array(String field) {
    JsonNode value = field(field);
    if (value == null || !value.isArray()) {
      problem(field, value == null ? "no field \"" + field + "\"" : describe(value), "a JSON array");
      return List.of();
    }
    JsonIn array = child(value, field);
    List<JsonIn> elements = new ArrayList<>(value.size());
    for (int i = 0; i < value.size(); i++) {
      elements.add(array.element(value.get(i), i));
    }
    return elements;
  }

  /** The elements of this value, which must be an array described by {@code expected}. */
  public List<JsonIn> elements(String expected) {
    if (!node.isArray()) {
      problem(describe(node), expected);
      return List.of();
    }
    List<JsonIn> elements = new ArrayList<>(node.size());
    for (int i = 0; i < node.size(); i++) {
      elements.add(element(node.get(i), i));
    }
    return elements;
  }

  /** A required non-empty array. */
  public List<JsonIn> nonEmptyArray(String field) {
    List<JsonIn> elements = array(field);
    if (elements.isEmpty() && node.isObject() && node.path(field).isArray()) {
      problem(field, "an empty array", "at least one element");
    }
    return elements;
  }

  /** A required array of integers in {@code [min, max]}. */
  public int[] integers(String field, int min, int max) {
    List<JsonIn> elements = array(field);
    int[] values = new int[elements.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = elements.get(i).integer(min, max);
    }
    return values;
  }

  /** This value as an integer in {@code [min, max]}. */
  public int integer(int min, int max) {
    if (!node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < min || node.intValue() > max) {
      problem(describe(node), "an integer in [" + min + ", " + max + "]");
      return min;
    }
    return node.intValue();
  }

  /** Whether this value is JSON {@code null}. */
  public boolean isNull() {
    return node.isNull();
  }

  /** This value as a string. */
  public String text() {
    if (!node.isTextual() || node.asText().isBlank()) {
      problem(describe(node), "a non-empty string");
      return "?";
    }
    return node.asText();
  }

  /** The raw node, for readers of free-form parts (provenance parameters). */
  public JsonNode node() {
    return node;
  }

  private JsonIn child(JsonNode value, String name) {
    return new JsonIn(value, problems, null, this, name, -1);
  }

  /** Element {@code i} of this array, {@code value} (package-private: {@link Document} streams arrays). */
  JsonIn element(JsonNode value, int i) {
    return new JsonIn(value, problems, null, this, null, i);
  }

  /** Where this value is, without it: to name the place later without holding the value. */
  JsonIn placeOnly() {
    return new JsonIn(com.fasterxml.jackson.databind.node.MissingNode.getInstance(), problems, fixedPath, parent, field,
        index);
  }

  /** A copy that records nothing: reading a missing part must not repeat its problem. */
  private JsonIn silenced() {
    return new JsonIn(node, new Problems(problems.file()), fixedPath, parent, field, index);
  }
}
