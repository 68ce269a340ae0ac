package org.valen.hc.paper002.robustness;

import org.valen.model.exec.DiscretePmf;

/**
 * What one core's queue will do, predicted at a time-step t_l (section 4.2): the completion time of
 * its last task that is expected to run — the time from which a task appended now could start — and
 * how many of its tasks are expected to run (|MQ(i, j, k, t_l)|, anticipated cancellations left
 * out).
 *
 * @param readySeconds the completion-time pmf of the queue's last expected task; all the mass at
 *     t_l if the core is idle
 * @param expectedTasks the tasks expected to run, the executing one included
 */
public record Forecast(DiscretePmf readySeconds, int expectedTasks) {

  /**
   * A candidate: task z with execution-time pmf {@code execution} and deadline {@code deadline}
   * appended to this queue, evaluated by the plain convolution of section 4.2: its completion-time
   * pmf is the queue's convolved with z's, its ECT that pmf's mean, its robustness ρ(i, j, k, π,
   * t_l, z) the probability that it is at most the deadline (section 4.3).
   */
  public Outlook convolved(DiscretePmf execution, double deadline) {
    DiscretePmf completion = readySeconds.convolve(execution);
    return new Outlook(Probabilities.seconds(completion.mean()),
        Probabilities.probability(completion.probabilityAtMost(deadline)));
  }

  /**
   * The same candidate from the queue's cached pmf, without convolving: ECT = the queue's expected
   * completion + z's expected execution time; ρ = Σ over z's impulses of their probability × the
   * queue's CDF at the deadline minus their time. Equal to {@link #convolved} (held by a test).
   */
  public Outlook fromCache(DiscretePmf execution, double deadline) {
    return new Outlook(completionSecondsWith(execution), robustnessWith(execution, deadline));
  }

  /** {@link #fromCache}'s ECT alone: the queue's expected completion + z's expected execution time. */
  public double completionSecondsWith(DiscretePmf execution) {
    return Probabilities.seconds(readySeconds.mean() + execution.mean());
  }

  /** {@link #fromCache}'s ρ alone: P(queue's completion + z's execution ≤ deadline), without convolving. */
  public double robustnessWith(DiscretePmf execution, double deadline) {
    return Probabilities.probability(readySeconds.probabilityAtMostWith(execution, deadline));
  }

  /**
   * What a candidate assignment expects.
   *
   * @param completionSeconds ECT(i, j, k, π, t_l, z)
   * @param robustness ρ(i, j, k, π, t_l, z): the probability of finishing by the deadline
   */
  public record Outlook(double completionSeconds, double robustness) {}
}
