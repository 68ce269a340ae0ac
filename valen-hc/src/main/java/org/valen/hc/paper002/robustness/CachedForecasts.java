package org.valen.hc.paper002.robustness;

import org.valen.model.exec.DiscretePmf;

/**
 * Each core's {@link Forecast}, kept between decisions: a core's forecast at t_l changes only when
 * its queue changes or when t_l passes an impulse of the executing task's completion pmf (the
 * conditioning of Fig. 2 removes the impulses before t_l and nothing else depends on t_l), so it is
 * made again only then — by the same {@link CompletionChain}, so it is the same forecast. When tasks
 * have only been appended since, the kept chain is carried on through them ({@link
 * CompletionChain#then}): the same steps the whole chain takes, so the same pmf to the last bit. An
 * idle core's forecast (all the mass at t_l) is made once per t_l.
 */
public final class CachedForecasts {
  private final Forecast[] forecast;
  private final int[] headChanges;
  private final int[] appended;
  private final int[] truncated;
  private Forecast idle;
  private double idleSeconds;

  /** For {@code cores} cores. */
  public CachedForecasts(int cores) {
    forecast = new Forecast[cores];
    headChanges = new int[cores];
    appended = new int[cores];
    truncated = new int[cores];
  }

  /** The forecast of {@code queue}, core number {@code core}, at {@code now}. */
  public Forecast at(int core, CoreQueue queue, double now, double cancelBelow) {
    DiscretePmf running = queue.runningCompletion();
    if (running == null) {
      return queue.isEmpty() ? idle(now) : CompletionChain.of(queue, now, cancelBelow);
    }
    int past = running.countBefore(now);
    if (forecast[core] == null || headChanges[core] != queue.headChanges() || truncated[core] != past
        || past >= running.size()) { // a task that outran its pmf is expected to end at t_l: no key but t_l
      forecast[core] = CompletionChain.of(queue, now, cancelBelow);
    } else {
      for (AssignedTask task : queue.lastAppended(queue.appended() - appended[core])) {
        forecast[core] = CompletionChain.then(forecast[core], task, cancelBelow);
      }
    }
    headChanges[core] = queue.headChanges();
    appended[core] = queue.appended();
    truncated[core] = past;
    return forecast[core];
  }

  /** An idle core's forecast at {@code now}, one for every idle core at that time. */
  private Forecast idle(double now) {
    if (idle == null || idleSeconds != now) {
      idle = new Forecast(DiscretePmf.pointMass(now), 0);
      idleSeconds = now;
    }
    return idle;
  }
}
