package org.valen.model.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;

/**
 * Generates a catalogue of DAG job templates for paper 001's scaled execution model. Template
 * {@code i} is drawn from its own random stream, so the first templates do not change when more
 * are asked for.
 */
public final class CatalogueGenerator {
  /** The tool name written into provenance. */
  public static final String TOOL = "valen generate catalogue";
  /** The one task type of generated catalogues. */
  public static final String TASK_TYPE = "compute";

  private CatalogueGenerator() {}

  public static Catalogue generate(CatalogueParameters p, long seed) {
    List<JobTemplate> templates = new ArrayList<>();
    int digits = String.valueOf(p.templates()).length();
    for (int i = 0; i < p.templates(); i++) {
      String id = String.format("job-%0" + Math.max(2, digits) + "d", i + 1);
      templates.add(template(id, p, RandomStreams.create(seed, i)));
    }
    Provenance provenance = new Provenance(TOOL, seed, new TreeMap<>(p.describe()));
    return new Catalogue(p.name(), Optional.of(provenance), ScaledReferenceModel.relativeToFastestLevel(), templates);
  }

  /** One template drawn from {@code rng}. */
  public static JobTemplate template(String id, CatalogueParameters p, UniformRandomProvider rng) {
    int n = p.minTasks() + rng.nextInt(p.maxTasks() - p.minTasks() + 1);
    DagShape shape = p.shapes().get(rng.nextInt(p.shapes().size()));
    JobTemplate.Builder b = JobTemplate.builder(id)
        .migrationBytes(Math.rint(RandomStreams.logUniform(rng, p.minMigrationBytes(), p.maxMigrationBytes())));
    double scale = RandomStreams.logUniform(rng, p.minTaskSeconds(), p.maxTaskSeconds());
    double[] seconds = new double[n];
    for (int t = 0; t < n; t++) {
      double time = scale * RandomStreams.logUniform(rng, 1 / p.taskSpread(), p.taskSpread());
      seconds[t] = Math.rint(Math.min(p.maxTaskSeconds(), Math.max(p.minTaskSeconds(), time)));
      b.task("t" + (t + 1), TASK_TYPE, seconds[t]);
    }
    List<int[]> edges = shape.edges(n, rng);
    for (int[] e : edges) {
      double bytes = Math.rint(RandomStreams.logUniform(rng, p.minDataBytes(), p.maxDataBytes()));
      b.edge("t" + (e[0] + 1), "t" + (e[1] + 1), bytes);
    }
    double work = java.util.Arrays.stream(seconds).sum();
    return b.valueCurve(p.valueCurves().midpoint(criticalPath(seconds, edges), work)).build();
  }

  /** Longest path; shapes give edges from lower to higher index, so one pass in index order works. */
  private static double criticalPath(double[] seconds, List<int[]> edges) {
    double[] start = new double[seconds.length];
    edges.sort(java.util.Comparator.comparingInt((int[] e) -> e[1]));
    double longest = 0;
    int next = 0;
    for (int t = 0; t < seconds.length; t++) {
      for (; next < edges.size() && edges.get(next)[1] == t; next++) {
        int from = edges.get(next)[0];
        start[t] = Math.max(start[t], start[from] + seconds[from]);
      }
      longest = Math.max(longest, start[t] + seconds[t]);
    }
    return longest;
  }
}
