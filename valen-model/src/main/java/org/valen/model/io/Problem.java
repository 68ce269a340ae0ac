package org.valen.model.io;

/**
 * One thing wrong with an input file, in words a person can act on.
 *
 * @param file the file, as the user named it
 * @param location a JSON path such as {@code $.templates[2].edges[0]}, or {@code line 3, column
 *     7} for text formats and syntax errors; empty for a problem of a whole folder or of many files
 * @param found what the file holds there
 * @param expected what it should hold
 */
public record Problem(String file, String location, String found, String expected) {

  /** {@code file: location: found …; expected …} on one line ({@code file: found …} without a location). */
  @Override
  public String toString() {
    return file + ": " + (location.isEmpty() ? "" : location + ": ") + "found " + found + "; expected " + expected;
  }
}
