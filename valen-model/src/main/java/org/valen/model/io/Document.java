package org.valen.model.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * An input file found by reference — a path, or {@code bundled:NAME} for a file shipped inside
 * valen — and parsed to a JSON tree ({@link TreeReader}). Parsing is strict: duplicate keys and trailing content are
 * errors; {@code NaN} and {@code Infinity} parse so that the range check can name them.
 */
final class Document {
  static final String BUNDLED_PREFIX = "bundled:";
  static final String BUNDLED_FOLDER = "/org/valen/model/bundled/";

  /**
   * Parses every file (and, in tests, text as files are parsed): jackson-core's parser alone, the
   * trees built by hand ({@link TreeReader}), so no mapper is set up.
   */
  static final JsonFactory JSON =
      JsonFactory.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
          .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .build();

  final String reference;
  final Optional<Path> folder;
  final Problems problems;
  final Optional<JsonIn> root;
  /** Set when the first pass stopped at the streamed array (read in one pass); else empty. */
  private final Optional<PausedArray> paused;

  private Document(String reference, Optional<Path> folder, Problems problems, Optional<JsonIn> root) {
    this(reference, folder, problems, root, Optional.empty());
  }

  private Document(String reference, Optional<Path> folder, Problems problems, Optional<JsonIn> root,
      Optional<PausedArray> paused) {
    this.reference = reference;
    this.folder = folder;
    this.problems = problems;
    this.root = root;
    this.paused = paused;
  }

  /** How much of a file a load reads. */
  private enum Reading {
    /** The whole value, the streamed array (if one is named) skipped. */
    WHOLE,
    /** The fields up to the streamed array, the file left open there ({@link PausedArray}). */
    UNTIL_STREAMED,
    /** The format and version fields only. */
    HEADER
  }

  /**
   * Loads and parses; an unreadable file or malformed JSON becomes a problem and an empty root.
   *
   * @param reference a path or {@code bundled:NAME}
   * @param relativeTo folder that a relative path is resolved against, if any
   */
  static Document load(String reference, Optional<Path> relativeTo) {
    return load(reference, relativeTo, Optional.empty());
  }

  /**
   * As {@link #load(String, Optional)}, but the top-level array {@code skipped} is passed over as
   * it streams by (an empty array stands in its place, {@link #streamArray} reads it): the header
   * of a large file at the cost of a scan, without holding its bulk.
   */
  static Document load(String reference, Optional<Path> relativeTo, Optional<String> skipped) {
    return load(reference, relativeTo, skipped, Reading.WHOLE);
  }

  /**
   * As {@link #load(String, Optional, Optional)}, but the first pass stops at the top-level array
   * {@code streamed}, and {@link #streamArray} goes on from there: the file is parsed once.
   * Whether that held is known only at its end: {@link #readInOnePass()}.
   */
  static Document loadUntil(String reference, String streamed) {
    return load(reference, Optional.empty(), Optional.of(streamed), Reading.UNTIL_STREAMED);
  }

  /**
   * Only the {@code "format"} and {@code "version"} fields (which valen files start with): the
   * format of a file of any size at once. Other fields before them are passed over.
   */
  static Document loadHeader(String reference) {
    return load(reference, Optional.empty(), Optional.empty(), Reading.HEADER);
  }

  private static Document load(String reference, Optional<Path> relativeTo, Optional<String> skipped,
      Reading reading) {
    Problems problems = new Problems(reference);
    Optional<Path> path = reference.startsWith(BUNDLED_PREFIX) ? Optional.empty()
        : Optional.of(relativeTo.map(f -> f.resolve(reference)).orElse(Path.of(reference)));
    Optional<Path> folder = path.map(p -> p.toAbsolutePath().getParent());
    InputStream in = null;
    try {
      in = open(reference, path, problems);
      if (in == null) {
        return new Document(reference, Optional.empty(), problems, Optional.empty());
      }
      Document d = parse(reference, folder, in, problems, skipped, reading);
      if (d.paused.isPresent()) {
        in = null;   // its parser closes it
      }
      return d;
    } catch (IOException e) {
      problems.add("$", "a file that cannot be read (" + e.getMessage() + ")", "a readable UTF-8 file");
    } finally {
      closeQuietly(in);
    }
    return new Document(reference, folder, problems, Optional.empty());
  }

  private static void closeQuietly(InputStream in) {
    try {
      if (in != null) {
        in.close();
      }
    } catch (IOException e) {
      // nothing was read from it that a failed close could spoil
    }
  }

  /**
   * A document read from {@code in} (a resource shipped inside a module, say), named {@code
   * reference} in messages; relative paths in it are not resolved.
   */
  static Document load(String reference, InputStream in) {
    Problems problems = new Problems(reference);
    try (InputStream stream = in) {
      return parse(reference, Optional.empty(), new BufferedInputStream(stream, 1 << 16), problems, Optional.empty(),
          Reading.WHOLE);
    } catch (IOException e) {
      problems.add("$", "a file that cannot be read (" + e.getMessage() + ")", "a readable UTF-8 file");
    }
    return new Document(reference, Optional.empty(), problems, Optional.empty());
  }

  private static Document parse(String reference, Optional<Path> folder, InputStream in, Problems problems,
      Optional<String> skipped, Reading reading) throws IOException {
    JsonParser parser = JSON.createParser(in);
    boolean keepOpen = false;
    try {
      JsonNode node = reading == Reading.HEADER ? readHeader(parser)
          : readSkipping(parser, skipped, reading == Reading.UNTIL_STREAMED);
      if (node == null || node.isMissingNode()) {
        problems.add("line 1, column 1", "an empty file", "a JSON object");
        return new Document(reference, folder, problems, Optional.empty());
      }
      if (reading == Reading.UNTIL_STREAMED && parser.currentToken() == JsonToken.START_ARRAY) {
        keepOpen = true;   // the stream is the paused array's now; Document.load must not close it
        return new Document(reference, folder, problems, Optional.of(JsonIn.root(node, problems)),
            Optional.of(new PausedArray(parser, skipped.orElseThrow(), reference)));
      }
      JsonToken trailing = reading == Reading.HEADER ? null : parser.nextToken();
      if (trailing != null) {
        problems.add(JsonErrors.where(parser.currentLocation()), "more content after the JSON value ("
            + JsonErrors.token(parser) + ")", "the end of the file");
        return new Document(reference, folder, problems, Optional.empty());
      }
      return new Document(reference, folder, problems, Optional.of(JsonIn.root(node, problems)));
    } catch (JsonProcessingException e) {
      problems.add(JsonErrors.where(e.getLocation()), JsonErrors.found(e), JsonErrors.expected(e));
    } finally {
      if (!keepOpen) {
        parser.close();
      }
    }
    return new Document(reference, folder, problems, Optional.empty());
  }

  /** The file's bytes, or null after adding a problem if there is no such file. */
  private static InputStream open(String reference, Optional<Path> path, Problems problems) throws IOException {
    if (path.isEmpty()) {
      String name = reference.substring(BUNDLED_PREFIX.length());
      InputStream in = Document.class.getResourceAsStream(BUNDLED_FOLDER + name);
      if (in == null) {
        problems.add("", "no bundled file of that name", "one of " + Bundled.names());
      }
      return in == null ? null : new BufferedInputStream(in, 1 << 16);
    }
    if (Files.isDirectory(path.get())) {
      problems.add("", "a folder (" + path.get() + ")", "a file");
      return null;
    }
    try {
      return new BufferedInputStream(new FileInputStream(path.get().toFile()), 1 << 16);
    } catch (FileNotFoundException e) {
      problems.add("", Files.exists(path.get()) ? "a file that cannot be read (" + path.get() + ")"
          : "no such file (" + path.get() + ")", Files.exists(path.get()) ? "a readable file" : "an existing file");
      return null;
    }
  }

  /** The root value, the top-level array {@code skipped} passed over; or, with {@code pause}, the fields before it. */
  private static JsonNode readSkipping(JsonParser parser, Optional<String> skipped, boolean pause) throws IOException {
    JsonToken first = parser.nextToken();
    if (first == null) {
      return null;
    }
    if (first != JsonToken.START_OBJECT || skipped.isEmpty()) {
      return TreeReader.read(parser);
    }
    ObjectNode object = JsonNodeFactory.instance.objectNode();
    for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
      String name = parser.currentName();
      JsonToken value = parser.nextToken();
      if (name.equals(skipped.get()) && value == JsonToken.START_ARRAY) {
        object.putArray(name);
        if (pause) {
          return object;
        }
        parser.skipChildren();
      } else {
        object.set(name, TreeReader.read(parser));
      }
    }
    return object;
  }

  private static JsonNode readHeader(JsonParser parser) throws IOException {
    ObjectNode header = JsonNodeFactory.instance.objectNode();
    if (parser.nextToken() != JsonToken.START_OBJECT) {
      return parser.currentToken() == null ? null : TreeReader.read(parser);
    }
    for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
      String name = parser.currentName();
      parser.nextToken();
      if (name.equals("format") || name.equals("version")) {
        header.set(name, TreeReader.read(parser));
        if (header.size() == 2) {
          break;
        }
      } else {
        parser.skipChildren();
      }
    }
    return header;
  }

  /**
   * Streams the elements of the top-level array {@code field} of a file {@link #load(String,
   * Optional, Optional) loaded} without it, each as a {@link JsonIn} at its indexed path, to {@code
   * each}; problems go to this document's list.
   */
  void streamArray(String field, Consumer<JsonIn> each) {
    if (paused.isPresent() && paused.get().field().equals(field)) {
      if (!paused.get().stream(problems, each)) {
        throw new NotOnePass();
      }
      return;
    }
    Optional<Path> path = reference.startsWith(BUNDLED_PREFIX) ? Optional.empty()
        : folder.map(f -> f.resolve(Path.of(reference).getFileName()));
    try (InputStream in = open(reference, path, problems); JsonParser parser = JSON.createParser(in)) {
      parser.nextToken();
      for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
        boolean wanted = parser.currentName().equals(field);
        JsonToken value = parser.nextToken();
        if (!wanted || value != JsonToken.START_ARRAY) {
          parser.skipChildren();
          continue;
        }
        PausedArray.elements(parser, field, problems, each);
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException("cannot read " + reference + " again: " + e.getMessage(), e);
    }
  }

  /**
   * The top-level array {@code field} read straight from the parser by {@code reader}, if this
   * document was {@link #loadUntil loaded until} it; empty otherwise (then {@link #streamArray}).
   *
   * @throws NotOnePass if the reader declines the array or the file cannot be read in one pass
   */
  <T> Optional<T> readStreamed(String field, PausedArray.Reader<T> reader) {
    if (paused.isEmpty() || !paused.get().field().equals(field)) {
      return Optional.empty();
    }
    return Optional.of(paused.get().read(reader).orElseThrow(NotOnePass::new));
  }

  /**
   * After a {@link #loadUntil} and the reading of the file: true if it was read whole in one pass
   * (or needed none: no streamed array), so that what was read stands; false if it must be read
   * again with {@link #load(String, Optional, Optional)}. Closes the file.
   */
  boolean readInOnePass() {
    return paused.map(PausedArray::finish).orElse(true);
  }

  /** Thrown by {@link #streamArray} when a file cannot be read in one pass after all (see {@link PausedArray}). */
  static final class NotOnePass extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotOnePass() {
      super("read again in two passes", null, false, false);
    }
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
