package org.valen.model.io;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** Remembers the ids read so far and reports a repeated one with where it was first seen. */
final class UniqueIds {
  private final String what;
  // where each id was first read, as a node-less JsonIn: its path is made only for a message
  private final Map<String, JsonIn> firstPath = new LinkedHashMap<>();

  UniqueIds(String what) {
    this.what = what;
  }

  /** Reads the {@code field} of {@code in} as an id that must not repeat; returns it. */
  String read(JsonIn in, String field) {
    String id = in.text(field);
    JsonIn earlier = firstPath.putIfAbsent(id, in.placeOnly());
    if (earlier != null && !"?".equals(id)) {
      in.problem(field, "\"" + id + "\", already the " + what + " id of " + earlier.path(), "a unique " + what + " id");
    }
    return id;
  }

  /** Every id read so far, in reading order (ids of parts with other problems included). */
  Set<String> all() {
    Set<String> ids = new LinkedHashSet<>(firstPath.keySet());
    ids.remove("?");
    return ids;
  }

  boolean contains(String id) {
    return firstPath.containsKey(id);
  }
}
