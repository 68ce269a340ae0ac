package org.valen.runtime.sim;

import java.util.Arrays;
import org.valen.model.job.JobTemplate;

/**
 * The weight of each task in a job's work (its reference time; all 1 if they are all 0) and their
 * sum: the same for every job of a template, so made once per template ({@code Engine}) and shared.
 * A job's share of work done ({@link JobRun#doneWorkFraction()}) is weighed by it.
 */
record TemplateWork(double[] weight, double total) {
  static TemplateWork of(JobTemplate template) {
    int n = template.taskCount();
    double[] weight = new double[n];
    double total = 0;
    for (int t = 0; t < n; t++) {
      weight[t] = template.task(t).referenceSeconds();
      total += weight[t];
    }
    if (total == 0) {
      Arrays.fill(weight, 1.0);
      total = n;
    }
    return new TemplateWork(weight, total);
  }
}
