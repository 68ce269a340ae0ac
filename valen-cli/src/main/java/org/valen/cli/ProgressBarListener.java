package org.valen.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.valen.profiler.store.ProgressListener;

/** A progress bar on standard error over (template, core budget) steps, or nothing. */
final class ProgressBarListener implements ProgressListener, AutoCloseable {
  private ProgressBar bar;
  private final boolean shown;

  private ProgressBarListener(boolean shown) {
    this.shown = shown;
  }

  /** A bar if {@code shown}, else a listener that does nothing. */
  static ProgressBarListener create(boolean shown) {
    return new ProgressBarListener(shown);
  }

  @Override
  public synchronized void start(long steps) {
    if (shown) {
      bar = new ProgressBarBuilder().setTaskName("profiling").setInitialMax(steps)
          .setStyle(ProgressBarStyle.ASCII).setUnit(" budgets", 1).build();
    }
  }

  @Override
  public synchronized void step() {
    if (bar != null) {
      bar.step();
    }
  }

  @Override
  public synchronized void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
