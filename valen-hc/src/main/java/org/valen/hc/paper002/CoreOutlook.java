package org.valen.hc.paper002;

import java.util.function.Supplier;
import org.valen.hc.paper002.heuristics.Candidate;
import org.valen.hc.paper002.robustness.CoreQueue;
import org.valen.hc.paper002.robustness.Forecast;
import org.valen.model.exec.DiscretePmf;

/**
 * One core as the candidates of one decision see it (section 4.2): its {@link Forecast} at t_l,
 * made when a candidate on it first needs it, and each candidate's |MQ|, ECT and ρ on it — from the
 * forecast's cached pmf or by the plain convolution.
 */
final class CoreOutlook {
  private final CoreQueue queue;
  private final Supplier<Forecast> make;
  private final boolean anticipatesCancellation;
  private final boolean cached;
  private Forecast forecast;

  /**
   * @param make makes the core's forecast at t_l
   * @param anticipatesCancellation whether the forecast leaves out tasks expected to be cancelled
   * @param cached evaluate candidates from the forecast's pmf (else convolve)
   */
  CoreOutlook(CoreQueue queue, Supplier<Forecast> make, boolean anticipatesCancellation, boolean cached) {
    this.queue = queue;
    this.make = make;
    this.anticipatesCancellation = anticipatesCancellation;
    this.cached = cached;
  }

  /** What a task of execution-time pmf {@code execution} and deadline {@code deadline} expects on this core. */
  Candidate.Expectations of(DiscretePmf execution, double deadline) {
    return new Expected(execution, deadline);
  }

  private Forecast forecast() {
    if (forecast == null) {
      forecast = make.get();
    }
    return forecast;
  }

  /**
   * A candidate's |MQ|, ECT and ρ on this core. ECT and ρ are each evaluated on the first call and
   * kept: from the forecast's pmf, each as asked ({@link Forecast#fromCache}), or both from one
   * convolution ({@link Forecast#convolved}).
   */
  private final class Expected implements Candidate.Expectations {
    private final DiscretePmf execution;
    private final double deadline;
    private double completionSeconds = Double.NaN;
    private double robustness = Double.NaN;
    private Forecast.Outlook outlook;

    Expected(DiscretePmf execution, double deadline) {
      this.execution = execution;
      this.deadline = deadline;
    }

    /**
     * |MQ|: the tasks of the queue expected to run — all of them, unless the forecast anticipates
     * start-time cancellations and leaves some out.
     */
    @Override
    public int queueLength() {
      return anticipatesCancellation ? forecast().expectedTasks() : queue.size();
    }

    @Override
    public double completionSeconds() {
      if (Double.isNaN(completionSeconds)) {
        completionSeconds = cached ? forecast().completionSecondsWith(execution) : convolved().completionSeconds();
      }
      return completionSeconds;
    }

    @Override
    public double robustness() {
      if (Double.isNaN(robustness)) {
        robustness = cached ? forecast().robustnessWith(execution, deadline) : convolved().robustness();
      }
      return robustness;
    }

    private Forecast.Outlook convolved() {
      if (outlook == null) {
        outlook = forecast().convolved(execution, deadline);
      }
      return outlook;
    }
  }
}
