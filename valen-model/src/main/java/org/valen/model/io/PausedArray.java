package org.valen.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The rest of a file whose first pass stopped at the start of its top-level array {@code field}
 * (a workload's arrivals): the elements are read from the same parser as they stream by, so a
 * large file is parsed once. This holds only for a file whose array ends it — nothing but the
 * closing brace after the array, and no malformed JSON in or after it — as every file valen
 * writes does; otherwise {@link #stream} says so and the caller reads the file again in two passes
 * (the header with the array skipped, then the array), which report problems exactly as before.
 */
final class PausedArray {
  private final JsonParser parser;
  private final String field;
  private final String reference;
  private boolean streamed;

  PausedArray(JsonParser parser, String field, String reference) {
    this.parser = parser;
    this.field = field;
    this.reference = reference;
  }

  String field() {
    return field;
  }

  /**
   * Gives each element, at its indexed path, to {@code each}, then reads to the end of the file.
   *
   * @return false if the file is not one this pass may read (malformed, or content after the
   *     array); what {@code each} was given is then to be discarded
   */
  boolean stream(Problems problems, Consumer<JsonIn> each) {
    return read(p -> {
      elements(p, field, problems, each);
      return Optional.of(Boolean.TRUE);
    }).isPresent();
  }

  /** Reads the array's tokens into a value, or declines ({@link ArrivalTokens}, say). */
  interface Reader<T> {
    /**
     * The value of the array whose start is the parser's current token, the parser left at its end;
     * empty if the reader does not take the array.
     */
    Optional<T> read(JsonParser p) throws IOException;
  }

  /**
   * The array read by {@code reader}, then the file to its end.
   *
   * @return empty if the reader declined the array or the file is not one this pass may read
   *     (malformed, or content after the array)
   */
  <T> Optional<T> read(Reader<T> reader) {
    try (JsonParser p = parser) {
      Optional<T> value = reader.read(p);
      streamed = value.isPresent() && p.nextToken() == JsonToken.END_OBJECT && p.nextToken() == null;
      return streamed ? value : Optional.empty();
    } catch (JsonProcessingException e) {
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + reference + ": " + e.getMessage(), e);
    }
  }

  /**
   * Gives the elements of the array {@code field} whose start is the parser's current token, each
   * at its indexed path, to {@code each}; the parser is left at the array's end.
   */
  static void elements(JsonParser p, String field, Problems problems, Consumer<JsonIn> each) throws IOException {
    JsonIn array = JsonIn.atPath(MissingNode.getInstance(), "$." + field, problems);
    int index = 0;
    for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
      each.accept(array.element(TreeReader.read(p), index++));
    }
  }

  /** True once the array was streamed to a clean end of the file; closes the file either way. */
  boolean finish() {
    try {
      parser.close();
    } catch (IOException e) {
      return false;
    }
    return streamed;
  }
}
