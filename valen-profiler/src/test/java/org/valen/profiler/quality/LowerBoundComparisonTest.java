package org.valen.profiler.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.StgGraphParameters;
import org.valen.profiler.ProfilerSettings;

class LowerBoundComparisonTest {
  @Test
  void shouldRoundTheWorkPerCoreUpToAWholeUnitForgivingRoundingErrors() {
    assertThat(LowerBoundComparison.wholeUnits(4215, 60)).isEqualTo(4260);
    assertThat(LowerBoundComparison.wholeUnits(4260, 60)).isEqualTo(4260);
    assertThat(LowerBoundComparison.wholeUnits(4260 + 1e-9, 60)).isEqualTo(4260);
  }

  @Test
  void shouldNeverFindAScheduleBelowTheBoundNorAProfileLongerThanTheListSchedulers() {
    LowerBoundComparison.Result r = LowerBoundComparison.run(3, StgGraphParameters.defaults().withTasks(20),
        List.of(2, 4), 5, ProfilerSettings.defaults().withBudget(20, 400, 5).withPolishEvaluations(50), 1);
    assertThat(r.pairs()).hasSize(6);
    assertThat(r.cpuSecondsPerGraph()).hasSize(3);
    for (LowerBoundComparison.Pair p : r.pairs()) {
      assertThat(p.lowerBoundSeconds()).isGreaterThanOrEqualTo(p.unroundedBoundSeconds());
      assertThat(p.profilerSeconds()).isGreaterThanOrEqualTo(p.lowerBoundSeconds() * (1 - 1e-12))
          .isLessThanOrEqualTo(p.bestSchedulerSeconds() * (1 + 1e-12));
      assertThat(p.schedulerSeconds()).allSatisfy(s -> assertThat(s).isGreaterThanOrEqualTo(p.lowerBoundSeconds()));
    }
  }
}
