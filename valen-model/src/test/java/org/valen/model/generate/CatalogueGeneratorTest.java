package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.alg.cycle.CycleDetector;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;

class CatalogueGeneratorTest {

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
  void shouldRespectTaskCountsAndTimesAndStayAcyclic(long seed) {
    CatalogueParameters p = CatalogueParameters.defaults();
    Catalogue c = CatalogueGenerator.generate(p, seed);
    assertThat(c.templates()).hasSize(p.templates());
    for (JobTemplate t : c.templates()) {
      assertThat(t.taskCount()).as("seed %d %s", seed, t.id()).isBetween(p.minTasks(), p.maxTasks());
      assertThat(new CycleDetector<>(t.graph()).detectCycles()).isFalse();
      t.tasks().forEach(task -> assertThat(task.referenceSeconds()).isBetween(p.minTaskSeconds(), p.maxTaskSeconds()));
      SoftDeadlineCurve curve = (SoftDeadlineCurve) t.valueCurve();
      double cp = t.referenceCriticalPathSeconds();
      assertThat(curve.deadlineSeconds()).as("deadline after the critical path").isGreaterThanOrEqualTo(cp * 1.2);
      assertThat(curve.deadlineSeconds()).isLessThanOrEqualTo(cp * 2.0 + 0.001);
      assertThat(curve.zeroValueSeconds()).isGreaterThan(curve.deadlineSeconds());
    }
  }

  @Test
  void shouldProduceEveryShapeOverManyTemplates() {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(60, 6, 10), 5);
    Set<String> kinds = new java.util.HashSet<>();
    for (JobTemplate t : c.templates()) {
      boolean chain = t.edges().size() == t.taskCount() - 1
          && t.tasks().stream().allMatch(x -> t.graph().inDegreeOf(x) <= 1 && t.graph().outDegreeOf(x) <= 1);
      int sources = (int) t.tasks().stream().filter(x -> t.graph().inDegreeOf(x) == 0).count();
      int sinks = (int) t.tasks().stream().filter(x -> t.graph().outDegreeOf(x) == 0).count();
      kinds.add(chain ? "chain" : sources == 1 && sinks == 1 ? "single-entry-exit" : "other");
    }
    assertThat(kinds).contains("chain", "single-entry-exit", "other");
  }

  @ParameterizedTest(name = "{0} tasks")
  @ValueSource(ints = {1, 2, 3, 4})
  void shouldBuildEveryShapeForTinyJobs(int tasks) {
    for (DagShape shape : DagShape.values()) {
      Catalogue c = CatalogueGenerator.generate(
          CatalogueParameters.defaults().withShapes(List.of(shape)).withTemplates(10, tasks, tasks), tasks);
      assertThat(c.templates()).allSatisfy(t -> assertThat(t.taskCount()).isEqualTo(tasks));
    }
  }

  @Test
  void shouldGiveOnlyChainsWhenAskedForChains() {
    Catalogue c = CatalogueGenerator.generate(
        CatalogueParameters.defaults().withShapes(List.copyOf(EnumSet.of(DagShape.CHAIN))), 3);
    for (JobTemplate t : c.templates()) {
      assertThat(t.referenceCriticalPathSeconds()).isEqualTo(t.totalReferenceSeconds());
    }
  }

  @Test
  void shouldBeDeterministicAndWriteItsSeed() {
    Catalogue a = CatalogueGenerator.generate(CatalogueParameters.defaults(), 99);
    Catalogue b = CatalogueGenerator.generate(CatalogueParameters.defaults(), 99);
    assertThat(ValenFiles.toText(a)).isEqualTo(ValenFiles.toText(b));
    assertThat(ValenFiles.toText(a)).contains("\"seed\": 99");
    assertThat(ValenFiles.toText(CatalogueGenerator.generate(CatalogueParameters.defaults(), 98)))
        .isNotEqualTo(ValenFiles.toText(a));
  }

  @Test
  void shouldKeepFirstTemplatesWhenMoreAreAskedFor() {
    Catalogue few = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(3, 5, 10), 4);
    Catalogue many = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(30, 5, 10), 4);
    assertThat(many.templates().subList(0, 3)).isEqualTo(few.templates());
  }
}
