package org.valen.profiler.store;

/** Told how a profiling run advances, one step per (template, core budget); may be called from any thread. */
public interface ProgressListener {
  /** Before any step: how many there are (up-to-date templates count as done at once). */
  void start(long steps);

  /** One (template, core budget) done. */
  void step();

  /** Nothing to tell. */
  ProgressListener NONE = new ProgressListener() {
    @Override
    public void start(long steps) {}

    @Override
    public void step() {}
  };
}
