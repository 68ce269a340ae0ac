package org.valen.model.job;

import org.valen.model.Check;

/**
 * A dependency between two tasks of a job that carries {@code dataBytes} of data. The target task
 * starts only after the source task has finished and its data have arrived. An edge names its
 * endpoints so that two edges carrying the same amount of data are different graph edges.
 */
public record DataEdge(String sourceTaskId, String targetTaskId, double dataBytes) {
  public DataEdge {
    Check.id(sourceTaskId, "sourceTaskId");
    Check.id(targetTaskId, "targetTaskId");
    Check.nonNegative(dataBytes, "dataBytes");
    if (sourceTaskId.equals(targetTaskId)) {
      throw new IllegalArgumentException("edge from task " + sourceTaskId + " to itself");
    }
  }
}
