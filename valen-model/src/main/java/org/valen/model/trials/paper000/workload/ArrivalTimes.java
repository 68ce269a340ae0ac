package org.valen.model.trials.paper000.workload;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/**
 * When tasks arrive, by task type (paper 000, section IV-B): general-purpose tasks by a
 * non-homogeneous Poisson process whose rate follows the sinusoid (sampled by thinning), their
 * type drawn uniformly; each special-purpose task type in bursts that start by a Poisson process,
 * of sizes uniform within ±50 % of the mean, their tasks spread uniformly over the burst's spread.
 * Every task type gets the same mean number of tasks.
 */
final class ArrivalTimes {
  /** One arrival before its utility function is drawn. */
  record Timed(double seconds, int taskType) {}

  private ArrivalTimes() {}

  static List<Timed> draw(ArrivalParameters p, int generalTypes, int specialTypes, UniformRandomProvider rng) {
    double horizon = p.hours() * 3600;
    double perTypePerSecond = p.tasksPerDay() / (generalTypes + specialTypes) / 86_400;
    List<Timed> out = new ArrayList<>();
    double generalRate = perTypePerSecond * generalTypes;
    double maxRate = generalRate * (1 + p.sinusoidAmplitude());
    for (double t = RandomStreams.exponential(rng, 1 / maxRate); t < horizon; t += RandomStreams.exponential(rng, 1 / maxRate)) {
      if (rng.nextDouble() * (1 + p.sinusoidAmplitude()) < p.relativeGeneralRate(t)) {
        out.add(new Timed(t, rng.nextInt(generalTypes)));
      }
    }
    int low = (int) Math.max(1, Math.round(p.meanBurstSize() * 0.5));
    int high = (int) Math.max(low, Math.round(p.meanBurstSize() * 1.5));
    double meanSize = (low + high) / 2.0;
    double burstsPerSecond = perTypePerSecond / meanSize;
    for (int s = 0; s < specialTypes; s++) {
      for (double t = RandomStreams.exponential(rng, 1 / burstsPerSecond); t < horizon;
          t += RandomStreams.exponential(rng, 1 / burstsPerSecond)) {
        int size = low + rng.nextInt(high - low + 1);
        for (int k = 0; k < size; k++) {
          double at = t + rng.nextDouble() * p.burstSpreadSeconds();
          if (at < horizon) {
            out.add(new Timed(at, generalTypes + s));
          }
        }
      }
    }
    out.sort((a, b) -> Double.compare(a.seconds(), b.seconds()));
    return out;
  }
}
