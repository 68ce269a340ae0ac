package org.valen.model.trials.paper004.workload;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/**
 * When the bursts of each task type arrive and how big they are (section IV-C): for each task
 * type, a non-homogeneous Poisson process of bursts (sampled by thinning) whose rate is a sinusoid
 * of the task type's own phase around the mean that gives every task type the same mean number of
 * tasks; each burst's size uniform in [{@link BurstParameters#minBurstSize()}, {@link
 * BurstParameters#maxBurstSize()}].
 */
final class Bursts {
  /** One burst: {@code size} tasks of type {@code taskType} arriving at {@code seconds}. */
  record Burst(double seconds, int taskType, int size) {}

  private Bursts() {}

  /** The bursts of {@code taskTypes} task types on {@code cores} cores, by arrival time (ties: task type order). */
  static List<Burst> draw(BurstParameters p, int taskTypes, int cores, UniformRandomProvider rng) {
    double horizon = p.hours() * 3600;
    double meanSize = (p.minBurstSize() + p.maxBurstSize()) / 2.0;
    double burstsPerSecond = p.tasksPerCorePerDay() * cores / taskTypes / meanSize / 86_400;
    double maxRate = burstsPerSecond * (1 + p.sinusoidAmplitude());
    double period = p.sinusoidPeriodHours() * 3600;
    List<Burst> bursts = new ArrayList<>();
    for (int type = 0; type < taskTypes; type++) {
      double peak = rng.nextDouble() * period;
      for (double t = RandomStreams.exponential(rng, 1 / maxRate); t < horizon;
          t += RandomStreams.exponential(rng, 1 / maxRate)) {
        double relative = 1 + p.sinusoidAmplitude() * Math.cos(2 * Math.PI * (t - peak) / period);
        if (rng.nextDouble() * (1 + p.sinusoidAmplitude()) < relative) {
          int size = p.minBurstSize() + rng.nextInt(p.maxBurstSize() - p.minBurstSize() + 1);
          bursts.add(new Burst(t, type, size));
        }
      }
    }
    bursts.sort(Comparator.comparingDouble(Burst::seconds).thenComparingInt(Burst::taskType));
    return bursts;
  }
}
