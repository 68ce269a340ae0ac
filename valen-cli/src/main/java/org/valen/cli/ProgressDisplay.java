package org.valen.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.valen.profiler.store.ProgressListener;

/**
 * A progress bar on standard error for long work (profiling, sweeps): shown only when there is a
 * terminal and {@code --no-progress} was not given, so that logs and pipes stay clean. Its steps
 * may come from any thread.
 */
final class ProgressDisplay implements ProgressListener, AutoCloseable {
  private final String task;
  private final boolean shown;
  private ProgressBar bar;

  private ProgressDisplay(String task, boolean wanted) {
    this.task = task;
    this.shown = wanted && System.console() != null;
  }

  /** A display that starts when told how many steps there are. */
  static ProgressDisplay of(String task, boolean wanted) {
    return new ProgressDisplay(task, wanted);
  }

  /** A display over {@code total} steps, started. */
  static ProgressDisplay start(String task, long total, boolean wanted) {
    ProgressDisplay display = new ProgressDisplay(task, wanted);
    display.start(total);
    return display;
  }

  /** Whether the bar is drawn: a terminal, and progress wanted. */
  boolean shown() {
    return shown;
  }

  @Override
  public synchronized void start(long steps) {
    if (shown && bar == null) {
      bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(steps).setStyle(ProgressBarStyle.ASCII)
          .setConsumer(new ConsoleProgressBarConsumer(System.err)).continuousUpdate().build();
    }
  }

  @Override
  public synchronized void step() {
    if (bar != null) {
      bar.step();
    }
  }

  /** Sets the bar to {@code done} steps. */
  synchronized void stepTo(long done) {
    if (bar != null) {
      bar.stepTo(Math.max(done, bar.getCurrent()));
    }
  }

  @Override
  public synchronized void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
