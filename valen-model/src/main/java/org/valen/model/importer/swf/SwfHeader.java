package org.valen.model.importer.swf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The header comments of a Standard Workload Format log ({@code ; Key: value} lines before the
 * jobs): the archive's fields such as {@code MaxProcs}, {@code UnixStartTime}, {@code
 * TimeZoneString} and {@code Note}. A repeated key (Note, Queue) keeps every value, joined by
 * {@code " | "}; a comment line without a key continues the previous value.
 *
 * @param fields every key with its value, in the order of the file
 */
public record SwfHeader(Map<String, String> fields) {
  public SwfHeader {
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /** The value of {@code key}, if the header has it. */
  public Optional<String> field(String key) {
    return Optional.ofNullable(fields.get(key));
  }

  /** A whole-number field, if present and a whole number. */
  public OptionalLong number(String key) {
    Optional<String> text = field(key);
    if (text.isEmpty()) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(text.get().trim().split("\\s+")[0]));
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** {@code MaxProcs}, else {@code MaxNodes}: the size of the machine, if the log says. */
  public OptionalLong maxProcessors() {
    OptionalLong procs = number("MaxProcs");
    return procs.isPresent() && procs.getAsLong() > 0 ? procs : number("MaxNodes");
  }
}
