package org.valen.profiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.job.JobTemplate;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.schedule.ListScheduler;
import org.valen.model.schedule.SchedulingInstance;

/**
 * The profiler's minimum response time is never longer than the schedule of any classic list
 * scheduler (HEFT, CPOP, CP/MISF) on the same cores at the fastest level: their schedules seed
 * every run, and the decoder never lengthens them. Checked on seeded random jobs of paper 001's
 * generator (with communication) and on STG-style graphs (without), at a short search budget so
 * that the seeds, not a long search, have to carry it.
 */
class ListSchedulerSeedsTest {
  private static final ProfilerSettings SHORT = ProfilerSettings.defaults().withBudget(20, 400, 5)
      .withPolishEvaluations(50).withListSearchTries(20);

  @Test
  void shouldNeverBeLongerThanAClassicListSchedulerOnJobsWithCommunication() {
    for (long seed = 100; seed < 130; seed++) {
      assertNoListSchedulerIsShorter(Jobs.random(seed, 5, 20), List.of(2, 3, 4, 8));
    }
  }

  @Test
  void shouldNeverBeLongerThanAClassicListSchedulerOnStgGraphs() {
    StgGraphParameters p = StgGraphParameters.defaults().withTasks(30);
    for (int g = 0; g < 20; g++) {
      assertNoListSchedulerIsShorter(StgGraphGenerator.generate("stg-" + g, p, 7, g), List.of(2, 4, 8));
    }
  }

  private static void assertNoListSchedulerIsShorter(JobTemplate job, List<Integer> budgets) {
    CoreTypeProfile profile = Jobs.profiler(SHORT).profile(job, budgets);
    for (int k : budgets) {
      double profiled = profile.entry(k).orElseThrow().front().get(0).responseTimeSeconds();
      SchedulingInstance instance = SchedulingInstance.uniform(Jobs.decoder(job), job, Jobs.LINK, k, 0);
      for (ListScheduler s : ListScheduler.CLASSIC) {
        assertThat(profiled).as("%s, k = %d, against %s", job.id(), k, s.name())
            .isLessThanOrEqualTo(s.schedule(instance).makespanSeconds() * (1 + 1e-12));
      }
    }
  }
}
