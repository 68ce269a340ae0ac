package org.valen.model.job;

import org.valen.model.Check;

/**
 * One task of a job.
 *
 * @param id identifier, unique within its job
 * @param type task type; execution models keyed by task type (ETC/APC matrices of papers 000, 003,
 *     004) look it up, paper 001's scaled model ignores it
 * @param referenceSeconds execution time on one core at the reference frequency of the execution
 *     model (paper 001's ExecTime); for one-task jobs of the matrix papers, the mean of the task
 *     type's times, which serves as a nominal size
 */
public record Task(String id, String type, double referenceSeconds) {
  public Task {
    Check.id(id, "id");
    Check.id(type, "type");
    Check.nonNegative(referenceSeconds, "referenceSeconds");
  }
}
