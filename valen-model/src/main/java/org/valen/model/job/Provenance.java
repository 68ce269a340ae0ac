package org.valen.model.job;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.Check;

/**
 * How a generated file was made: the tool, its seed and its parameters, so that it can be made
 * again.
 *
 * @param tool what generated the file, e.g. {@code "valen generate catalogue"}
 * @param seed the random seed
 * @param parameters every parameter as text, sorted by name
 */
public record Provenance(String tool, long seed, SortedMap<String, String> parameters) {
  public Provenance {
    Check.id(tool, "tool");
    parameters = Collections.unmodifiableSortedMap(new TreeMap<>(parameters));
  }
}
