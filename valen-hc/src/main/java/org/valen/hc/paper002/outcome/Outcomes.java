package org.valen.hc.paper002.outcome;

import java.util.Arrays;
import java.util.List;
import org.valen.model.job.Arrival;
import org.valen.runtime.sim.JobRecord;

/**
 * The outcomes of one run, counted: how many tasks ended each way, and the share of missed
 * deadlines (Figs. 4–6: every task not {@link Outcome#ON_TIME}).
 *
 * @param counts by {@link Outcome} ordinal
 * @param exhaustedAtSeconds when the budget ran out, +∞ if it never did
 */
public record Outcomes(int[] counts, double exhaustedAtSeconds) {

  public Outcomes {
    counts = counts.clone();
  }

  /** The outcomes of {@code jobs} (in workload order, as {@code arrivals}) in a run timed by {@code clock}. */
  public static Outcomes of(List<Arrival> arrivals, List<JobRecord> jobs, EnergyClock clock) {
    int[] counts = new int[Outcome.values().length];
    double exhausted = clock.exhaustedAtSeconds();
    for (int i = 0; i < jobs.size(); i++) {
      Arrival a = arrivals.get(i);
      counts[Outcome.of(jobs.get(i), a.arrivalSeconds() + a.valueCurve().deadlineSeconds(), exhausted).ordinal()]++;
    }
    return new Outcomes(counts, exhausted);
  }

  public int count(Outcome o) {
    return counts[o.ordinal()];
  }

  public int tasks() {
    return Arrays.stream(counts).sum();
  }

  /** Percentage of tasks that missed their deadline, in any way. */
  public double missedPercent() {
    int n = tasks();
    return n == 0 ? 0 : 100.0 * (n - count(Outcome.ON_TIME)) / n;
  }
}
