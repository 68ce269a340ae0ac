package org.valen.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * An input file found by reference — a path, or {@code bundled:NAME} for a file shipped inside
 * valen — and parsed to a JSON tree. Parsing is strict: duplicate keys and trailing content are
 * errors; {@code NaN} and {@code Infinity} parse so that the range check can name them.
 */
final class Document {
  static final String BUNDLED_PREFIX = "bundled:";
  static final String BUNDLED_FOLDER = "/org/valen/model/bundled/";

  private static final JsonMapper MAPPER =
      JsonMapper.builder()
          .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
          .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  final String reference;
  final Optional<Path> folder;
  final Problems problems;
  final Optional<JsonIn> root;

  private Document(String reference, Optional<Path> folder, Problems problems, Optional<JsonIn> root) {
    this.reference = reference;
    this.folder = folder;
    this.problems = problems;
    this.root = root;
  }

  /**
   * Loads and parses; an unreadable file or malformed JSON becomes a problem and an empty root.
   *
   * @param reference a path or {@code bundled:NAME}
   * @param relativeTo folder that a relative path is resolved against, if any
   */
  static Document load(String reference, Optional<Path> relativeTo) {
    Problems problems = new Problems(reference);
    if (reference.startsWith(BUNDLED_PREFIX)) {
      String name = reference.substring(BUNDLED_PREFIX.length());
      try (InputStream in = Document.class.getResourceAsStream(BUNDLED_FOLDER + name)) {
        if (in == null) {
          problems.add("$", "no bundled file of that name", "one of " + Bundled.names());
          return new Document(reference, Optional.empty(), problems, Optional.empty());
        }
        return parse(reference, Optional.empty(), new String(in.readAllBytes(), StandardCharsets.UTF_8), problems);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
    Path path = relativeTo.map(f -> f.resolve(reference)).orElse(Path.of(reference));
    try {
      String text = Files.readString(path, StandardCharsets.UTF_8);
      return parse(reference, Optional.ofNullable(path.toAbsolutePath().getParent()), text, problems);
    } catch (NoSuchFileException e) {
      problems.add("$", "no such file (" + path + ")", "an existing file");
    } catch (IOException e) {
      problems.add("$", "a file that cannot be read (" + e.getMessage() + ")", "a readable UTF-8 file");
    }
    return new Document(reference, Optional.empty(), problems, Optional.empty());
  }

  private static Document parse(String reference, Optional<Path> folder, String text, Problems problems) {
    try {
      JsonNode node = MAPPER.readTree(text);
      if (node == null || node.isMissingNode()) {
        problems.add("line 1, column 1", "an empty file", "a JSON object");
        return new Document(reference, folder, problems, Optional.empty());
      }
      return new Document(reference, folder, problems, Optional.of(JsonIn.root(node, problems)));
    } catch (JsonProcessingException e) {
      String where = e.getLocation() == null ? "$"
          : "line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
      problems.add(where, "malformed JSON (" + firstLine(e.getOriginalMessage()) + ")", "valid JSON");
      return new Document(reference, folder, problems, Optional.empty());
    }
  }

  private static String firstLine(String message) {
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }

  /** The root if it names {@code expected}; otherwise adds a problem. */
  Optional<JsonIn> rootOf(FileFormat expected) {
    if (root.isEmpty()) {
      return Optional.empty();
    }
    Optional<FileFormat> found = FormatHeader.read(root.get());
    if (found.isPresent() && found.get() != expected) {
      root.get().problem("format", "\"" + found.get().formatName() + "\"", "\"" + expected.formatName() + "\"");
      return Optional.empty();
    }
    return found.map(f -> root.get());
  }
}
