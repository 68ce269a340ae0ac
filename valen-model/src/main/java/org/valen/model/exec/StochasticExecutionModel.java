package org.valen.model.exec;

import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;

/**
 * An execution model whose times are random (paper 002): a {@link DiscretePmf} per task, core type
 * and level. Its expected time is the pmf's mean, so deterministic policies can use it unchanged.
 */
public interface StochasticExecutionModel extends ExecutionModel {

  /** Distribution of the execution time of {@code task} on {@code coreType} at {@code level}. */
  DiscretePmf timePmf(Task task, CoreType coreType, int level);

  @Override
  default double timeSeconds(Task task, CoreType coreType, int level) {
    return timePmf(task, coreType, level).mean();
  }
}
