package org.valen.model.io;

import java.util.Optional;

/**
 * Any JSON file — valen's or a foreign format's, such as WfFormat — found by reference and parsed
 * strictly, for readers outside this package: an unreadable file or malformed JSON becomes a
 * {@link Problem} (with line and column) and an empty root.
 *
 * @param problems where the reader adds the problems it finds in the content
 * @param root the parsed document at path {@code $}, if it parsed
 */
public record JsonFile(Problems problems, Optional<JsonIn> root) {

  /** Loads and parses a path or {@code bundled:NAME}. */
  public static JsonFile load(String reference) {
    Document d = Document.load(reference, Optional.empty());
    return new JsonFile(d.problems, d.root);
  }
}
