package org.valen.experiments;

/** Told after each finished run; may be called from any worker thread. */
@FunctionalInterface
public interface Progress {
  /** {@code done} of {@code total} runs are finished. */
  void runDone(int done, int total);

  /** A progress that tells no one. */
  static Progress none() {
    return (done, total) -> {};
  }
}
