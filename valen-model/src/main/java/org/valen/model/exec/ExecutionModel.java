package org.valen.model.exec;

import java.util.Optional;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;

/**
 * How long a task runs and what power it draws on one core of a core type at a v/f level.
 *
 * <p>Two models ship: {@link ScaledReferenceModel} (paper 001: a task's reference time scaled by
 * frequency, power from the level) and {@link MatrixModel} (papers 000, 003, 004: ETC and APC
 * matrices by task type × core type × P-state). Paper 002's stochastic times extend this interface
 * in {@link StochasticExecutionModel} ({@link PmfModel}).
 */
public interface ExecutionModel {

  /**
   * Expected execution time in seconds of {@code task} on one core of {@code coreType} at level
   * {@code level} (0 = fastest); {@link Double#POSITIVE_INFINITY} if it cannot run there.
   */
  double timeSeconds(Task task, CoreType coreType, int level);

  /**
   * Power in watts a core draws while running {@code task} at {@code level}, on top of the core
   * type's static power.
   */
  double dynamicPowerWatts(Task task, CoreType coreType, int level);

  /** Whether {@code task} can run on {@code coreType} at all. */
  default boolean canRun(Task task, CoreType coreType) {
    return Double.isFinite(timeSeconds(task, coreType, 0));
  }

  /** Dynamic energy of one run of {@code task}: time × dynamic power (001 Eq. 2, one term). */
  default double dynamicEnergyJoules(Task task, CoreType coreType, int level) {
    return timeSeconds(task, coreType, level) * dynamicPowerWatts(task, coreType, level);
  }

  /**
   * Why this model cannot describe {@code type} — a core type it has no entries for, or more
   * P-states than it gives — so that a run refuses the platform in one line before it starts;
   * empty if it can (by default: a model that computes its times from the core type).
   */
  default Optional<String> problemOn(CoreType type) {
    return Optional.empty();
  }
}
