package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.Jobs;

class RankingAndCrowdingTest {
  private final AllocationProblem problem = new AllocationProblem(
      ScheduleDecoder.of(Jobs.twoIndependentTasks(), Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK), 2, new ParetoArchive());

  private AllocationSolution point(double time, double energy) {
    AllocationSolution s = problem.createSolution();
    s.objectives()[0] = time;
    s.objectives()[1] = energy;
    return s;
  }

  /** NSGA-II's definition: rank 0 is non-dominated; rank r is non-dominated once ranks below r are removed. */
  private static int definitionRank(AllocationSolution s, List<AllocationSolution> all) {
    int rank = 0;
    for (AllocationSolution q : all) {
      if (dominates(q, s)) {
        rank = Math.max(rank, definitionRank(q, all) + 1);
      }
    }
    return rank;
  }

  private static boolean dominates(AllocationSolution q, AllocationSolution p) {
    double[] a = q.objectives();
    double[] b = p.objectives();
    return a[0] <= b[0] && a[1] <= b[1] && (a[0] < b[0] || a[1] < b[1]);
  }

  @RepeatedTest(20)
  void shouldRankAsTheDefinitionSays(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(info.getCurrentRepetition());
    List<AllocationSolution> population = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      population.add(point(1 + rng.nextInt(12), 1 + rng.nextInt(12)));
    }
    RankingAndCrowding.rank(population);
    for (AllocationSolution s : population) {
      assertThat(s.rank()).as("seed %d", info.getCurrentRepetition()).isEqualTo(definitionRank(s, population));
    }
  }

  @Test
  void shouldGiveBoundaryPointsInfiniteCrowdingAndInnerPointsTheirCuboid() {
    List<AllocationSolution> front = List.of(point(1, 10), point(2, 6), point(5, 5), point(11, 0));
    RankingAndCrowding.rank(front);
    assertThat(front.get(0).crowdingDistance()).isInfinite();
    assertThat(front.get(3).crowdingDistance()).isInfinite();
    // (5 - 1) / 10 + (10 - 5) / 10 = 0.9; (11 - 2) / 10 + (6 - 0) / 10 = 1.5
    assertThat(front.get(1).crowdingDistance()).isEqualTo(0.9);
    assertThat(front.get(2).crowdingDistance()).isEqualTo(1.5);
  }

  @Test
  void shouldKeepWholeFrontsThenTheLeastCrowded() {
    AllocationSolution a = point(1, 10);
    AllocationSolution b = point(2, 6);
    AllocationSolution c = point(5, 5);
    AllocationSolution d = point(11, 0);
    AllocationSolution dominated = point(6, 7);
    List<AllocationSolution> survivors = RankingAndCrowding.select(List.of(dominated, a, b, c, d), 3);
    assertThat(survivors).containsExactlyInAnyOrder(a, d, c);
  }

  @Test
  void shouldGiveEqualPointsTheSameRank() {
    List<AllocationSolution> population = List.of(point(3, 3), point(3, 3), point(4, 4));
    RankingAndCrowding.rank(population);
    assertThat(population).extracting(AllocationSolution::rank).containsExactly(0, 0, 1);
  }
}
