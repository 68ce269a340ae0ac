package org.valen.profiler.quality;

/**
 * How far the profiler's minimum response time × energy for one (job, core budget) is from a
 * reference: {@code found / reference - 1} (0 = as good; never below 0 when the reference is
 * exact or includes the profiler's own result).
 *
 * @param job the job's id
 * @param tasks its task count
 * @param maxCores the core budget
 * @param referenceProduct the oracle's (or the longer run's) product
 * @param foundProduct the profiler's product
 */
public record Gap(String job, int tasks, int maxCores, double referenceProduct, double foundProduct) {

  /** Relative excess of the found product over the reference. */
  public double gap() {
    return foundProduct / referenceProduct - 1;
  }

  /** A CSV header matching {@link #csv()}. */
  public static String csvHeader() {
    return "job,tasks,maxCores,referenceProduct,foundProduct,gap";
  }

  /** One CSV row. */
  public String csv() {
    return job + "," + tasks + "," + maxCores + "," + referenceProduct + "," + foundProduct + "," + gap();
  }
}
