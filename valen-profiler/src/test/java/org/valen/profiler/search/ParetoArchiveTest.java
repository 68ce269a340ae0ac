package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.profile.ProfilePoint;

class ParetoArchiveTest {
  private static final int[] ONE_CORE = {0};
  private static final int[] LEVEL_0 = {0};
  private static final int[] FIRST = {0};

  @Test
  void shouldKeepOnlyNonDominatedPointsByIncreasingTime() {
    ParetoArchive a = new ParetoArchive();
    assertThat(a.offer(5, 5, ONE_CORE, LEVEL_0, FIRST)).isTrue();
    assertThat(a.offer(6, 6, ONE_CORE, LEVEL_0, FIRST)).isFalse();
    assertThat(a.offer(3, 8, ONE_CORE, LEVEL_0, FIRST)).isTrue();
    assertThat(a.offer(8, 2, ONE_CORE, LEVEL_0, FIRST)).isTrue();
    assertThat(a.offer(4, 4, ONE_CORE, LEVEL_0, FIRST)).isTrue(); // dominates (5, 5)
    assertThat(a.points()).extracting(ProfilePoint::responseTimeSeconds).containsExactly(3.0, 4.0, 8.0);
    assertThat(a.points()).extracting(ProfilePoint::energyJoules).containsExactly(8.0, 4.0, 2.0);
  }

  @Test
  void shouldKeepTheFirstOfTwoEqualPoints() {
    ParetoArchive a = new ParetoArchive();
    a.offer(5, 5, new int[] {0, 0}, new int[] {1}, new int[] {0, 1});
    assertThat(a.offer(5, 5, new int[] {0, 1}, new int[] {0, 0}, new int[] {0, 1})).isFalse();
    assertThat(a.points()).singleElement().satisfies(p -> assertThat(p.usedCores()).isEqualTo(1));
  }

  @Test
  void shouldReplaceAPointByOneEqualInTimeWithLessEnergy() {
    ParetoArchive a = new ParetoArchive();
    a.offer(5, 5, ONE_CORE, LEVEL_0, FIRST);
    a.offer(5, 4, ONE_CORE, LEVEL_0, FIRST);
    assertThat(a.points()).singleElement().satisfies(p -> assertThat(p.energyJoules()).isEqualTo(4));
  }

  @Test
  void shouldStoreCanonicalAllocations() {
    ParetoArchive a = new ParetoArchive();
    a.offer(1, 1, new int[] {2, 0, 2}, new int[] {3, 4, 5}, new int[] {1, 2, 0});
    assertThat(a.points().get(0).taskToCore()).containsExactly(0, 1, 0);
    assertThat(a.points().get(0).taskOrder()).containsExactly(1, 2, 0);
    assertThat(a.points().get(0).coreLevels()).containsExactly(5, 3);
  }

  @Test
  void shouldSelectTheMinimumProductAndTheFasterOnATie() {
    ParetoArchive a = new ParetoArchive();
    a.offer(2, 10, ONE_CORE, LEVEL_0, FIRST); // 20
    a.offer(4, 5, ONE_CORE, LEVEL_0, FIRST); // 20
    a.offer(10, 1, ONE_CORE, LEVEL_0, FIRST); // 10
    assertThat(a.minProduct().responseTimeSeconds()).isEqualTo(10);
    a.offer(1, 9, ONE_CORE, LEVEL_0, FIRST); // 9
    a.offer(3, 3, ONE_CORE, LEVEL_0, FIRST); // 9
    assertThat(a.minProduct().responseTimeSeconds()).isEqualTo(1);
  }

  @RepeatedTest(20)
  void shouldMatchTheDefinitionOfDominance(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(info.getCurrentRepetition());
    ParetoArchive a = new ParetoArchive();
    List<double[]> all = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      double[] p = {1 + rng.nextInt(30), 1 + rng.nextInt(30)};
      all.add(p);
      a.offer(p[0], p[1], ONE_CORE, LEVEL_0, FIRST);
    }
    long expected = all.stream().filter(p -> all.stream().noneMatch(q -> dominates(q, p)))
        .map(p -> p[0] + "," + p[1]).distinct().count();
    assertThat(a.size()).as("seed %d", info.getCurrentRepetition()).isEqualTo((int) expected);
    for (ProfilePoint p : a.points()) {
      assertThat(all).noneMatch(q -> dominates(q, new double[] {p.responseTimeSeconds(), p.energyJoules()}));
    }
  }

  private static boolean dominates(double[] q, double[] p) {
    return q[0] <= p[0] && q[1] <= p[1] && (q[0] < p[0] || q[1] < p[1]);
  }
}
