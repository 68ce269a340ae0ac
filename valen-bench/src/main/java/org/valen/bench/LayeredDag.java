package org.valen.bench;

import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.RandomStreams;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.job.JobTemplate;

/**
 * The scale benchmark's generated DAG: {@code layers × width} tasks in full layers, each task of a
 * layer after the first depending on 1–3 distinct tasks of the layer before; task times and edge
 * data drawn log-uniformly from paper 001's catalogue ranges (2 min – 3 h, 10 MB – 10 GB). Unlike
 * the catalogue generator's layered shape, whose layer count is random (a 100-task draw can be
 * nearly a chain), fixed full layers give the job parallelism that more cores can use.
 */
final class LayeredDag {
  private LayeredDag() {}

  static JobTemplate of(int layers, int width, long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    CatalogueParameters p = CatalogueParameters.defaults();
    JobTemplate.Builder b = JobTemplate.builder("layered-" + layers + "x" + width);
    for (int i = 0; i < layers * width; i++) {
      b.task("t" + i, "compute", Math.rint(RandomStreams.logUniform(rng, p.minTaskSeconds(), p.maxTaskSeconds())));
    }
    for (int layer = 1; layer < layers; layer++) {
      for (int k = 0; k < width; k++) {
        int task = layer * width + k;
        int parents = 1 + rng.nextInt(3);
        int first = rng.nextInt(width);
        for (int q = 0; q < parents; q++) {
          int parent = (layer - 1) * width + (first + q) % width;
          b.edge("t" + parent, "t" + task, Math.rint(RandomStreams.logUniform(rng, p.minDataBytes(), p.maxDataBytes())));
        }
      }
    }
    JobTemplate draft = b.valueCurve(org.valen.model.value.StepCurve.hardDeadline(1, 1)).build();
    return draft.toBuilder().valueCurve(ValueCurveParameters.defaults()
        .midpoint(draft.referenceCriticalPathSeconds(), draft.totalReferenceSeconds())).build();
  }
}
