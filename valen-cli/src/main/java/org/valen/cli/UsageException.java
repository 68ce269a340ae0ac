package org.valen.cli;

/** A bad option value, found after parsing; reported in one line with exit status 2. */
public final class UsageException extends RuntimeException {
  public UsageException(String message) {
    super(message);
  }

  /**
   * Builds settings from option values; a refusal by the settings' own checks becomes a usage
   * error rather than an internal one.
   */
  public static <T> T fromOptions(java.util.function.Supplier<T> settings) {
    try {
      return settings.get();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
