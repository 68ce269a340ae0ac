package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.Check;

/**
 * How actual execution times differ from profiled ones, so that jobs run ahead of or behind their
 * profile and monitoring sees deviations (paper 001's reason for adaptation). A task's actual time
 * at any level is its model time × its factor. Factors must depend only on (seed, arrival index),
 * so that every policy meets the same actual work for the same arrival (common random numbers).
 *
 * <p>The default is {@link LogNormalVariability} with CVs 0.2 (per job) and 0.1 (per task): our
 * choice, as the paper gives no distribution.
 */
public interface Variability {

  /** The time factors of the {@code tasks} tasks of arrival {@code jobIndex}. */
  double[] factors(long seed, int jobIndex, int tasks);

  /** Actual times equal profiled ones. */
  static Variability none() {
    return constant(1);
  }

  /** Every task takes {@code factor} × its profiled time. */
  static Variability constant(double factor) {
    Check.positive(factor, "factor");
    return (seed, job, tasks) -> {
      double[] f = new double[tasks];
      Arrays.fill(f, factor);
      return f;
    };
  }

  /** Log-normal job factors of CV 0.2 times log-normal task factors of CV 0.1. */
  static Variability defaults() {
    return new LogNormalVariability(0.2, 0.1);
  }
}
