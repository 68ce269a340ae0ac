package org.valen.hc.paper002.robustness;

import org.valen.model.exec.DiscretePmf;

/**
 * Each core's {@link Forecast}, kept between decisions: a core's forecast at t_l changes only when
 * its queue changes or when t_l passes an impulse of the executing task's completion pmf (the
 * conditioning of Fig. 2 removes the impulses before t_l and nothing else depends on t_l), so it is
 * computed again only then — by the same {@link CompletionChain}, so it is the same forecast. An
 * idle core's forecast (all the mass at t_l) is made at once.
 */
public final class CachedForecasts {
  private final Forecast[] forecast;
  private final int[] version;
  private final int[] truncated;

  /** For {@code cores} cores. */
  public CachedForecasts(int cores) {
    forecast = new Forecast[cores];
    version = new int[cores];
    truncated = new int[cores];
  }

  /** The forecast of {@code queue}, core number {@code core}, at {@code now}. */
  public Forecast at(int core, CoreQueue queue, double now, double cancelBelow) {
    DiscretePmf running = queue.runningCompletion();
    if (running == null) {
      return queue.isEmpty() ? new Forecast(DiscretePmf.pointMass(now), 0) : CompletionChain.of(queue, now, cancelBelow);
    }
    int past = running.countBefore(now);
    if (forecast[core] == null || version[core] != queue.version() || truncated[core] != past
        || past >= running.size()) { // a task that outran its pmf is expected to end at t_l: no key but t_l
      forecast[core] = CompletionChain.of(queue, now, cancelBelow);
      version[core] = queue.version();
      truncated[core] = past;
    }
    return forecast[core];
  }
}
