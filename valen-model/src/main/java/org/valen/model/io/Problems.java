package org.valen.model.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** Collects the problems of one file while it is read, so that all are reported at once. */
public final class Problems {
  private final String file;
  private final List<Problem> list = new ArrayList<>();

  public Problems(String file) {
    this.file = file;
  }

  public String file() {
    return file;
  }

  public void add(String location, String found, String expected) {
    list.add(new Problem(file, location, found, expected));
  }

  /** How many so far; pass to {@link #noneSince(int)} to ask whether a part read cleanly. */
  public int count() {
    return list.size();
  }

  /** Whether no problem was added after {@code mark} (a value of {@link #count()}). */
  public boolean noneSince(int mark) {
    return list.size() == mark;
  }

  public boolean isEmpty() {
    return list.isEmpty();
  }

  public List<Problem> list() {
    return List.copyOf(list);
  }

  /**
   * Builds a model object whose constructor checks invariants the reader did not check itself;
   * a refusal becomes a problem at {@code location}.
   */
  public <T> Optional<T> attempt(String location, String expected, Supplier<T> constructor) {
    try {
      return Optional.of(constructor.get());
    } catch (IllegalArgumentException | IllegalStateException e) {
      add(location, e.getMessage(), expected);
      return Optional.empty();
    }
  }

  /** Throws an {@link InvalidInputException} with every problem, if there is any. */
  public void throwIfAny() {
    if (!list.isEmpty()) {
      throw new InvalidInputException(list);
    }
  }
}
