package org.valen.model.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;

/**
 * Generates a month of arrivals (paper 001, section V): a non-homogeneous Poisson process whose rate
 * is higher at weekday daytime than at nights and weekends ({@link WorkloadParameters}), sampled by
 * thinning; each arrival instantiates a template drawn uniformly from the catalogue with its own
 * value curve ({@link ValueCurveParameters#draw}).
 */
public final class WorkloadGenerator {
  /** The tool name written into provenance. */
  public static final String TOOL = "valen generate workload";
  private static final long TIMES_STREAM = 0;
  private static final long JOBS_STREAM = 1;

  private WorkloadGenerator() {}

  /**
   * @param catalogueReference how the workload file will name its catalogue
   */
  public static Workload generate(
      Catalogue catalogue, String catalogueReference, WorkloadParameters p, long seed) {
    double meanWorkSeconds = catalogue.templates().stream()
        .mapToDouble(JobTemplate::totalReferenceSeconds).average().orElseThrow();
    double meanRate = p.load() * p.totalCores() / meanWorkSeconds;
    double offPeakRate = meanRate / (1 + (p.peakToOffPeakRatio() - 1) * p.peakShareOfWeek());
    double peakRate = offPeakRate * p.peakToOffPeakRatio();

    UniformRandomProvider times = RandomStreams.create(seed, TIMES_STREAM);
    UniformRandomProvider jobs = RandomStreams.create(seed, JOBS_STREAM);
    List<Arrival> arrivals = new ArrayList<>();
    int digits = Math.max(6, String.valueOf((long) (meanRate * p.horizonSeconds() * 2)).length());
    double t = 0;
    while (true) {
      t += RandomStreams.exponential(times, 1 / peakRate);
      if (t >= p.horizonSeconds()) {
        break;
      }
      double acceptance = p.isPeak(t) ? 1 : 1 / p.peakToOffPeakRatio();
      if (times.nextDouble() >= acceptance) {
        continue;
      }
      JobTemplate template = catalogue.templates().get(jobs.nextInt(catalogue.templates().size()));
      String id = String.format("j%0" + digits + "d", arrivals.size() + 1);
      double at = Math.round(t * 1000) / 1000.0;
      arrivals.add(new Arrival(id, template.id(), at, p.valueCurves().draw(template, jobs)));
    }
    TreeMap<String, String> parameters = new TreeMap<>(p.describe());
    parameters.put("catalogue", catalogue.name());
    return new Workload(
        catalogueReference, Optional.of(new Provenance(TOOL, seed, parameters)), p.horizonSeconds(), arrivals);
  }
}
