package org.valen.cli;

/** The exit statuses of every valen command. */
public final class ExitStatus {
  /** Done. */
  public static final int OK = 0;
  /** An internal error: a bug to report. */
  public static final int INTERNAL_ERROR = 1;
  /** Bad input file, bad option or bad usage: nothing was written. */
  public static final int USAGE = 2;
  /** The Java heap was too small for the run, which stopped; give it more (VALEN_JAVA_OPTS=-Xmx…). */
  public static final int OUT_OF_MEMORY = 3;
  /** A policy made an impossible decision, which the kernel refused: a bug in that policy, not in valen. */
  public static final int POLICY_ERROR = 4;

  private ExitStatus() {}
}
