package org.valen.runtime.sim;

import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;

/**
 * How long each task of one job actually runs, as a pure function of (seed, arrival index), so
 * that every policy meets the same actual work for the same arrival (common random numbers):
 *
 * <ul>
 *   <li>a deterministic model: the model time at the core's level × the task's {@link Variability}
 *       factor;
 *   <li>a stochastic model (paper 002): a sample of the task's execution-time pmf at the core's
 *       level, by inverse transform of one uniform per task drawn from the stream (seed, arrival
 *       index) of this class's own family — the pmf is the variability, so the factors do not
 *       apply. A task's uniform is the same at every level: its actual time at a slower P-state is
 *       the same quantile of the slower pmf.
 * </ul>
 */
public final class ActualTimes {
  /** The family of the pmf samples' streams, apart from the variability's. */
  private static final long PMF_SAMPLES = 0x5A3D_0002L;
  private final double[] factor;
  private final double[] uniform;

  private ActualTimes(double[] factor, double[] uniform) {
    this.factor = factor;
    this.uniform = uniform;
  }

  /** The times of arrival {@code jobIndex}'s {@code tasks} tasks. */
  static ActualTimes of(SimulationSettings settings, int jobIndex, int tasks, boolean stochastic) {
    if (!stochastic) {
      return new ActualTimes(settings.variability().factors(settings.seed(), jobIndex, tasks), null);
    }
    return new ActualTimes(null, pmfUniforms(settings.seed(), jobIndex, tasks));
  }

  /**
   * The uniforms whose pmf quantiles are the actual times of arrival {@code jobIndex}'s first
   * {@code tasks} tasks on a stochastic model, in a run of {@code seed}: public so that an
   * experiment can tell, without running, which deadlines no allocation could meet (paper 002's
   * per-trial floor).
   */
  public static double[] pmfUniforms(long seed, int jobIndex, int tasks) {
    UniformRandomProvider rng = RandomStreams.create(RandomStreams.derive(seed, PMF_SAMPLES), jobIndex);
    double[] u = new double[tasks];
    for (int t = 0; t < tasks; t++) {
      u[t] = rng.nextDouble();
    }
    return u;
  }

  /** Every task at its model time (a job that never runs). */
  static ActualTimes modelTimes(int tasks) {
    double[] ones = new double[tasks];
    java.util.Arrays.fill(ones, 1);
    return new ActualTimes(ones, null);
  }

  /** Actual time of task {@code t} at {@code level} on the core type of {@code fit}. */
  double seconds(TemplateOnCoreType fit, int t, int level) {
    return uniform == null ? fit.seconds(t, level) * factor[t] : fit.pmf(t, level).quantile(uniform[t]);
  }
}
