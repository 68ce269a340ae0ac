package org.valen.profit.generate;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.sampling.distribution.GuideTableDiscreteSampler;
import org.valen.model.generate.RandomStreams;
import org.valen.profit.Bag;

/**
 * Random bags on a fixed system (paper 003, section V-B): "the task type for each task is sampled
 * from the original task type distribution", that is each of n tasks independently of type i with
 * probability T_i / Σ T. Bag k of a seed draws from its own stream, so bags are the same whatever
 * the order or thread they are drawn in.
 */
public final class BagSampler {
  /** First random stream of the bags within a seed (bag k uses STREAM + k). */
  public static final long STREAM = 1000;

  private BagSampler() {}

  /** Bag {@code index} of {@code seed}: {@code tasks} tasks with types drawn from {@code original}'s counts. */
  public static Bag sample(Bag original, int tasks, long seed, long index) {
    UniformRandomProvider rng = RandomStreams.create(seed, STREAM + index);
    double[] probabilities = new double[original.taskTypeCount()];
    for (int i = 0; i < probabilities.length; i++) {
      probabilities[i] = original.tasks(i);
    }
    DiscreteSampler sampler = GuideTableDiscreteSampler.of(rng, probabilities);
    int[] counts = new int[probabilities.length];
    for (int k = 0; k < tasks; k++) {
      counts[sampler.sample()]++;
    }
    return original.withTaskCounts(counts);
  }

  /**
   * A bag of {@code tasks} tasks in the original's proportions exactly (largest remainder): the
   * run-time bags of 10,000, 100,000 and 1,000,000 tasks.
   */
  public static Bag scaled(Bag original, int tasks) {
    double[] weights = new double[original.taskTypeCount()];
    for (int i = 0; i < weights.length; i++) {
      weights[i] = original.tasks(i);
    }
    return original.withTaskCounts(SystemGenerator.largestRemainder(weights, tasks));
  }
}
