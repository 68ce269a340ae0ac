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
    return cached ? new FromCache(execution, deadline) : new Convolved(execution, deadline);
  }

  /**
   * |MQ|: the tasks of the queue expected to run — all of them, unless the forecast anticipates
   * start-time cancellations and leaves some out.
   */
  private int queueLength() {
    return anticipatesCancellation ? forecast().expectedTasks() : queue.size();
  }

  private Forecast forecast() {
    if (forecast == null) {
      forecast = make.get();
    }
    return forecast;
  }

  /** ECT and ρ each from the forecast's pmf, as asked ({@link Forecast#fromCache}). */
  private final class FromCache implements Candidate.Expectations {
    private final DiscretePmf execution;
    private final double deadline;

    FromCache(DiscretePmf execution, double deadline) {
      this.execution = execution;
      this.deadline = deadline;
    }

    @Override
    public int queueLength() {
      return CoreOutlook.this.queueLength();
    }

    @Override
    public double completionSeconds() {
      return forecast().completionSecondsWith(execution);
    }

    @Override
    public double robustness() {
      return forecast().robustnessWith(execution, deadline);
    }
  }

  /** ECT and ρ from one convolution ({@link Forecast#convolved}). */
  private final class Convolved implements Candidate.Expectations {
    private final DiscretePmf execution;
    private final double deadline;
    private Forecast.Outlook outlook;

    Convolved(DiscretePmf execution, double deadline) {
      this.execution = execution;
      this.deadline = deadline;
    }

    @Override
    public int queueLength() {
      return CoreOutlook.this.queueLength();
    }

    @Override
    public double completionSeconds() {
      return outlook().completionSeconds();
    }

    @Override
    public double robustness() {
      return outlook().robustness();
    }

    private Forecast.Outlook outlook() {
      if (outlook == null) {
        outlook = forecast().convolved(execution, deadline);
      }
      return outlook;
    }
  }
}
