package org.valen.experiments.preset;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The setup of a scenario on its preset: every field the preset takes ({@link SetupField}), each
 * with its value as text, in the preset's order. Built from the preset's defaults and the values a
 * scenario gives; a sweep makes one per value ({@link #with}). Values are checked against their
 * field when they are set.
 */
public final class SetupValues {
  private final List<SetupField> fields;
  private final Map<String, String> values;

  private SetupValues(List<SetupField> fields, Map<String, String> values) {
    this.fields = fields;
    this.values = Collections.unmodifiableMap(values);
  }

  /** Every field at its default. */
  public static SetupValues defaults(List<SetupField> fields) {
    Map<String, String> values = new LinkedHashMap<>();
    fields.forEach(f -> values.put(f.name(), f.defaultValue()));
    return new SetupValues(List.copyOf(fields), values);
  }

  /** This setup with {@code name} set to {@code value}. */
  public SetupValues with(String name, String value) {
    SetupField field = field(name);
    field.problem(value).ifPresent(expected -> {
      throw new IllegalArgumentException("setup field " + name + " was '" + value + "', expected " + expected);
    });
    Map<String, String> changed = new LinkedHashMap<>(values);
    changed.put(name, value);
    return new SetupValues(fields, changed);
  }

  /** The field named {@code name}. */
  public SetupField field(String name) {
    return fields.stream().filter(f -> f.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no setup field " + name + "; the fields are " + names()));
  }

  public List<SetupField> fields() {
    return fields;
  }

  /** The fields' names, in order. */
  public List<String> names() {
    return fields.stream().map(SetupField::name).toList();
  }

  /** Name → value, in the fields' order. */
  public Map<String, String> values() {
    return values;
  }

  public String text(String name) {
    return Objects.requireNonNull(values.get(name), () -> "no setup field " + name);
  }

  public double number(String name) {
    return Double.parseDouble(text(name));
  }

  public int integer(String name) {
    return (int) number(name);
  }

  /** Whether {@code name} holds the word {@code word} (a number field's word, say {@code calibrate}). */
  public boolean is(String name, String word) {
    return text(name).equals(word);
  }

  /** A key of the fields that make the same system (e.g. for a cache); the values of {@code names}. */
  public String key(String... names) {
    StringBuilder key = new StringBuilder();
    for (String n : names) {
      key.append(text(n)).append('\u0000');
    }
    return key.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SetupValues other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
