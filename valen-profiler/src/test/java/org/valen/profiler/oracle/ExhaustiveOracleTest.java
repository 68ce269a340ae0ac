package org.valen.profiler.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.model.job.JobTemplate;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.Jobs;
import org.valen.profiler.search.SearchResult;

class ExhaustiveOracleTest {
  private static ScheduleDecoder twoLevelDecoder(JobTemplate job) {
    return ScheduleDecoder.of(job, Jobs.MODEL, Jobs.TWO_LEVELS, Jobs.SLOW_LINK);
  }

  @Test
  void shouldFindTheHandComputedFrontOnOneCore() {
    // both tasks on one core: level 0 takes 4 s, 16 J dynamic + 2 J static; level 1 takes 8 s, 8 J + 4 J
    SearchResult r = ExhaustiveOracle.run(twoLevelDecoder(Jobs.twoIndependentTasks()), 1);
    assertThat(r.front()).extracting(ProfilePoint::responseTimeSeconds).containsExactly(4.0, 8.0);
    assertThat(r.front()).extracting(ProfilePoint::energyJoules).containsExactly(18.0, 12.0);
    assertThat(r.selected().timeEnergyProduct()).isEqualTo(72);
    assertThat(r.evaluations()).isEqualTo(2);
  }

  @Test
  void shouldFindTheHandComputedFrontOnTwoCores() {
    // split at (0, 0): 2 s, 16 + 2 J; split at (1, 1): 4 s, 8 + 4 J, which dominates (0, 1) at 4 s, 16 J
    // and one core at level 1 (8 s, 12 J)
    SearchResult r = ExhaustiveOracle.run(twoLevelDecoder(Jobs.twoIndependentTasks()), 2);
    assertThat(r.front()).extracting(ProfilePoint::responseTimeSeconds).containsExactly(2.0, 4.0);
    assertThat(r.front()).extracting(ProfilePoint::energyJoules).containsExactly(18.0, 12.0);
    assertThat(r.selected().taskToCore()).containsExactly(0, 1);
    assertThat(r.selected().coreLevels()).containsExactly(0, 0);
    assertThat(r.selected().timeEnergyProduct()).isEqualTo(36);
    assertThat(r.front().get(1).coreLevels()).containsExactly(1, 1);
  }

  @Test
  void shouldKeepCommunicatingTasksTogetherWhenTheLinkIsSlow() {
    // a(2 s) -> b(2 s) with 1000 bytes: 10 s between cores, so the best schedules stay on one core
    JobTemplate chain = JobTemplate.builder("chain").valueCurve(Jobs.twoIndependentTasks().valueCurve())
        .task("a", "x", 2).task("b", "x", 2).edge("a", "b", 1000).build();
    SearchResult r = ExhaustiveOracle.run(twoLevelDecoder(chain), 2);
    assertThat(r.front()).allSatisfy(p -> assertThat(p.usedCores()).isEqualTo(1));
    assertThat(r.selected().responseTimeSeconds()).isEqualTo(4);
  }

  @ParameterizedTest(name = "{0} tasks, k = {1}, {2} levels")
  @CsvSource({"2, 2, 2, 6", "3, 2, 1, 4", "4, 4, 1, 15", "6, 6, 6, 268098", "5, 3, 6, 5946"})
  void shouldEnumerateEachAllocationOnceUpToCoreSymmetry(int tasks, int k, int levels, long expected) {
    assertThat(ExhaustiveOracle.spaceSize(tasks, k, levels)).isEqualTo(expected);
  }

  @Test
  void shouldEvaluateExactlyTheCountedSpace() {
    JobTemplate job = Jobs.random(3, 6, 6);
    SearchResult r = ExhaustiveOracle.run(Jobs.decoder(job), 6);
    assertThat((double) r.evaluations()).isEqualTo(ExhaustiveOracle.spaceSize(6, 6, 6));
    assertThat(r.front()).contains(r.selected());
  }

  @Test
  void shouldRefuseASpaceTooLargeToEnumerate() {
    JobTemplate job = Jobs.random(4, 10, 10);
    assertThatThrownBy(() -> ExhaustiveOracle.run(Jobs.decoder(job), 10))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more than the oracle's");
  }
}
