package org.valen.model.io;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Thrown when an input file is wrong; carries every problem found in it, not just the first. The
 * command line prints one line per problem and exits with status 2.
 */
public final class InvalidInputException extends RuntimeException {
  private final transient List<Problem> problems;

  public InvalidInputException(List<Problem> problems) {
    super(problems.stream().map(Problem::toString).collect(Collectors.joining("\n")));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an invalid input has at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** A single problem. */
  public static InvalidInputException of(String file, String location, String found, String expected) {
    return new InvalidInputException(List.of(new Problem(file, location, found, expected)));
  }

  public List<Problem> problems() {
    return problems;
  }
}
