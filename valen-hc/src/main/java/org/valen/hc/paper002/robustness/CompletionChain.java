package org.valen.hc.paper002.robustness;

import org.valen.model.exec.DiscretePmf;

/**
 * Section 4.2: the completion time of a core's queue predicted at time-step t_l. The executing task's
 * execution-time pmf, shifted by its start, loses its impulses before t_l and is renormalized (Fig.
 * 2); each queued task's execution-time pmf is then convolved in, in order of assignment. With
 * start-time cancellation (section 5.7) the chain anticipates it: a queued task whose probability
 * of finishing by its deadline — from the chain so far — is below the cancellation threshold is
 * expected to be cancelled, and its pmf is left out ("we can exclude from the completion-time
 * distribution computations those distributions for tasks which we think will be canceled").
 */
public final class CompletionChain {
  private CompletionChain() {}

  /**
   * The forecast of {@code queue} at {@code now}.
   *
   * @param cancelBelow the start-time cancellation threshold the chain anticipates; 0 for none
   */
  public static Forecast of(CoreQueue queue, double now, double cancelBelow) {
    Forecast chain = queue.running() == null ? new Forecast(DiscretePmf.pointMass(now), 0)
        : new Forecast(queue.runningCompletion().truncatedBefore(now), 1);
    for (AssignedTask task : queue.queued()) {
      chain = then(chain, task, cancelBelow);
    }
    return chain;
  }

  /**
   * The forecast of a queue whose forecast is {@code chain} once {@code task} is appended: its
   * execution time convolved in, unless it is expected to be cancelled (Fig. 7) and left out.
   */
  public static Forecast then(Forecast chain, AssignedTask task, double cancelBelow) {
    if (cancelBelow > 0 && onTime(chain.readySeconds(), task) < cancelBelow) {
      return chain; // anticipated cancellation: the task is expected not to run (Fig. 7)
    }
    return new Forecast(chain.readySeconds().convolve(task.executionPmf()), chain.expectedTasks() + 1);
  }

  /** The probability that {@code task}, started when {@code chain} completes, finishes by its deadline. */
  static double onTime(DiscretePmf chain, AssignedTask task) {
    return Probabilities.probability(chain.probabilityAtMostWith(task.executionPmf(), task.deadlineSeconds()));
  }

  /**
   * Each task's probability of finishing by its deadline, predicted at {@code now}, in queue order
   * (the executing task first): from the same chain as {@link #of}, a task expected to be cancelled
   * counts 0 and is left out of the chain behind it (Fig. 7).
   */
  public static double[] onTimeProbabilities(CoreQueue queue, double now, double cancelBelow) {
    double[] p = new double[queue.size()];
    int i = 0;
    DiscretePmf chain = DiscretePmf.pointMass(now);
    if (queue.running() != null) {
      chain = queue.runningCompletion().truncatedBefore(now);
      p[i++] = Probabilities.probability(chain.probabilityAtMost(queue.running().deadlineSeconds()));
    }
    for (AssignedTask task : queue.queued()) {
      double q = onTime(chain, task);
      if (cancelBelow > 0 && q < cancelBelow) {
        i++;
        continue;
      }
      p[i++] = q;
      chain = chain.convolve(task.executionPmf());
    }
    return p;
  }

  /**
   * Eq. 3: ρ(i, j, k, t_l), the expected number of the queue's tasks that finish by their deadlines
   * — the sum of {@link #onTimeProbabilities}.
   */
  public static double expectedOnTime(CoreQueue queue, double now, double cancelBelow) {
    double sum = 0;
    for (double p : onTimeProbabilities(queue, now, cancelBelow)) {
      sum += p;
    }
    return sum;
  }
}
