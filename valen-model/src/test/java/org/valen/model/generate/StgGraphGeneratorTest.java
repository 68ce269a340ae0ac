package org.valen.model.generate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.valen.model.generate.StgGraphGenerator.Precedence;
import org.valen.model.job.DataEdge;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;

class StgGraphGeneratorTest {

  @ParameterizedTest
  @EnumSource(Precedence.class)
  void shouldMakeTheSameGraphFromTheSameSeedAndAnotherFromAnother(Precedence method) {
    StgGraphParameters p = StgGraphParameters.defaults().withPrecedence(method);
    JobTemplate a = StgGraphGenerator.generate("g", p, 1, 7);
    assertThat(StgGraphGenerator.generate("g", p, 1, 7)).isEqualTo(a);
    assertThat(StgGraphGenerator.generate("g", p, 1, 8)).isNotEqualTo(a);
  }

  @ParameterizedTest
  @EnumSource(Precedence.class)
  void shouldMakeTasksOfIntegerTimesInRangeWithEdgesForwardAndWithoutData(Precedence method) {
    StgGraphParameters p = StgGraphParameters.defaults().withPrecedence(method);
    for (int g = 0; g < 20; g++) {
      JobTemplate job = StgGraphGenerator.generate("g", p, 3, g);
      assertThat(job.taskCount()).isEqualTo(50);
      for (Task t : job.tasks()) {
        double units = t.referenceSeconds() / 60;
        assertThat(units).isBetween(1.0, 10.0).isEqualTo(Math.rint(units));
        assertThat(t.type()).isEqualTo("stg");
      }
      for (DataEdge e : job.edges()) {
        assertThat(job.indexOf(e.sourceTaskId())).isLessThan(job.indexOf(e.targetTaskId()));
        assertThat(e.dataBytes()).isZero();
      }
      assertThat(job.valueCurve().valueAt(0)).isPositive();
    }
  }

  @Test
  void shouldDrawEachEdgeWithTheGivenProbability() {
    // 100 graphs × 1,225 pairs at p = 0.1: 12,250 expected edges, sd about 105
    StgGraphParameters p = StgGraphParameters.defaults();
    int edges = 0;
    for (int g = 0; g < 100; g++) {
      edges += StgGraphGenerator.generate("g", p, 5, g).edges().size();
    }
    assertThat(edges).isBetween(11_700, 12_800);
  }

  @Test
  void shouldDrawPredecessorCountsWithTheGivenMean() {
    // mean 2 for tasks with at least 4 tasks before them; the first tasks have fewer to choose from
    StgGraphParameters p = StgGraphParameters.defaults().withPrecedence(Precedence.SAMEPRED);
    int edges = 0;
    for (int g = 0; g < 100; g++) {
      edges += StgGraphGenerator.generate("g", p, 5, g).edges().size();
    }
    assertThat(edges / 100.0 / 50).isBetween(1.85, 2.05);
  }

  @ParameterizedTest
  @EnumSource(value = Precedence.class, names = {"LAYRPROB", "LAYRPRED"})
  void shouldBuildLayersWhoseMeanWidthIsTheParallelism(Precedence method) {
    // every task of a layer after the first has a predecessor in the layer before it, so the
    // number of levels (longest path in tasks) is the number of layers: 50 / 5 = 10 on average
    StgGraphParameters p = StgGraphParameters.defaults().withPrecedence(method).withParallelism(5);
    double levels = 0;
    for (int g = 0; g < 200; g++) {
      JobTemplate job = StgGraphGenerator.generate("g", p, 9, g);
      double[] one = new double[job.taskCount()];
      java.util.Arrays.fill(one, 1);
      levels += job.criticalPathSeconds(one);
    }
    assertThat(levels / 200).isBetween(9.5, 11.0);
  }

  @ParameterizedTest
  @EnumSource(StgTimes.class)
  void shouldDrawTimesByTheGivenGeneratorAfterTheSamePrecedence(StgTimes times) {
    // the precedence is drawn first from the graph's stream, so the time generator changes only the times
    StgGraphParameters p = StgGraphParameters.defaults().withPrecedence(Precedence.LAYRPROB);
    double units = 0;
    for (int g = 0; g < 40; g++) {
      JobTemplate uniform = StgGraphGenerator.generate("g", p, 2, g);
      JobTemplate job = StgGraphGenerator.generate("g", p.withTimes(times), 2, g);
      assertThat(job.edges()).isEqualTo(uniform.edges());
      for (Task t : job.tasks()) {
        assertThat(t.referenceSeconds() / 60).isGreaterThanOrEqualTo(1).isEqualTo(Math.rint(t.referenceSeconds() / 60));
        units += t.referenceSeconds() / 60;
      }
    }
    // 2,000 tasks: the mean of whole units is the Set's average plus about half a unit
    assertThat(units / 2000).isBetween(times.mean() + 0.5 - 0.4 * times.mean() / 5, times.mean() + 0.5 + 0.4 * times.mean() / 5);
  }
}
