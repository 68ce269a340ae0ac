package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.profiler.Jobs;

class OperatorsTest {
  private final AllocationProblem problem = new AllocationProblem(
      Jobs.decoder(Jobs.random(5, 8, 8)), 3, new ParetoArchive());

  private AllocationSolution random(UniformRandomProvider rng) {
    AllocationSolution s = problem.createSolution();
    for (int i = 0; i < s.geneCount(); i++) {
      s.gene(i, rng.nextInt(s.choices(i)));
    }
    return s;
  }

  private static void assertWithinBounds(AllocationSolution s) {
    for (int i = 0; i < s.geneCount(); i++) {
      assertThat(s.gene(i)).isBetween(s.getBounds(i).getLowerBound(), s.getBounds(i).getUpperBound());
    }
  }

  @RepeatedTest(10)
  void shouldKeepGenesWithinTheirRangesWhenMutatingAndCrossing(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(info.getCurrentRepetition());
    RandomResetMutation mutation = new RandomResetMutation(3, problem.numberOfVariables(), rng);
    UniformGeneCrossover crossover = new UniformGeneCrossover(1.0, rng);
    for (int i = 0; i < 100; i++) {
      List<AllocationSolution> children = crossover.execute(List.of(random(rng), random(rng)));
      children.forEach(mutation::execute);
      children.forEach(OperatorsTest::assertWithinBounds);
    }
  }

  @Test
  void shouldOnlyExchangeGenesWhenCrossing() {
    UniformRandomProvider rng = RandomStreams.create(7);
    AllocationSolution a = random(rng);
    AllocationSolution b = random(rng);
    List<AllocationSolution> children = new UniformGeneCrossover(1.0, rng).execute(List.of(a, b));
    for (int i = 0; i < a.geneCount(); i++) {
      assertThat(List.of(children.get(0).gene(i), children.get(1).gene(i)))
          .containsExactlyInAnyOrder(a.gene(i), b.gene(i));
    }
  }

  @Test
  void shouldChangeAGeneWhenMutatingItWithCertainty() {
    UniformRandomProvider rng = RandomStreams.create(8);
    AllocationSolution s = random(rng);
    AllocationSolution before = s.copy();
    new RandomResetMutation(problem.numberOfVariables(), problem.numberOfVariables(), rng).execute(s);
    for (int i = 0; i < s.geneCount(); i++) {
      assertThat(s.gene(i)).isNotEqualTo(before.gene(i));
    }
  }

  @Test
  void shouldNormalizeGenomesToCanonicalCoresWhenEvaluating() {
    int[] keys = {7, 6, 5, 4, 3, 2, 1, 0};
    AllocationSolution s = problem.solutionOf(new int[] {2, 2, 0, 1, 0, 2, 1, 1}, new int[] {5, 4, 3}, 0, keys);
    problem.evaluate(s);
    int[] cores = new int[8];
    for (int t = 0; t < 8; t++) {
      cores[t] = s.gene(t);
    }
    assertThat(cores).containsExactly(0, 0, 1, 2, 1, 0, 2, 2);
    assertThat(List.of(s.gene(8), s.gene(9), s.gene(10))).containsExactly(3, 5, 4);
    for (int t = 0; t < 8; t++) {
      assertThat(s.gene(8 + problem.maxCores() + t)).as("key of task %d, left as it was", t).isEqualTo(keys[t]);
    }
  }
}
