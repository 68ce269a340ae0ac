package org.valen.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on the terminal for long work (profiling, sweeps): shown only when standard error
 * is a terminal and {@code --no-progress} was not given, so that logs and pipes stay clean.
 */
final class ProgressDisplay implements AutoCloseable {
  private final ProgressBar bar;

  private ProgressDisplay(ProgressBar bar) {
    this.bar = bar;
  }

  /** A bar over {@code total} steps, or a silent one. */
  static ProgressDisplay start(String task, long total, boolean wanted) {
    if (!wanted || System.console() == null) {
      return new ProgressDisplay(null);
    }
    ProgressBar bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
        .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(System.err))
        .continuousUpdate().build();
    return new ProgressDisplay(bar);
  }

  /** Sets the bar to {@code done} steps; callable from any thread. */
  void stepTo(long done) {
    if (bar != null) {
      synchronized (bar) {
        bar.stepTo(Math.max(done, bar.getCurrent()));
      }
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
