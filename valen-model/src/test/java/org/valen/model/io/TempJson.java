package org.valen.model.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a JSON text to a temporary file for a test. */
final class TempJson {
  private TempJson() {}

  static String write(String text) {
    try {
      Path file = Files.createTempFile("valen-test", ".json");
      file.toFile().deleteOnExit();
      Files.writeString(file, text);
      return file.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
