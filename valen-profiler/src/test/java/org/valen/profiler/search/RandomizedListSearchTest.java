package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.CpMisf;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.profiler.Jobs;

class RandomizedListSearchTest {
  private static SchedulingInstance instance(int graph, int k) {
    JobTemplate job = StgGraphGenerator.generate("g" + graph, StgGraphParameters.defaults(), 3, graph);
    return SchedulingInstance.uniform(Jobs.decoder(job), job, Jobs.LINK, k, 0);
  }

  @Test
  void shouldBeCpMisfItselfWithoutTries() {
    SchedulingInstance in = instance(0, 4);
    ListSchedule own = new CpMisf().schedule(in);
    ListSchedule searched = RandomizedListSearch.shortest(in, 0, RandomStreams.create(1));
    assertThat(searched.taskToCore()).containsExactly(own.taskToCore());
    assertThat(searched.makespanSeconds()).isEqualTo(own.makespanSeconds());
  }

  @Test
  void shouldNeverBeLongerThanCpMisfNorShorterThanTheBoundAndShorterOnSomeGraphs() {
    int shorter = 0;
    for (int g = 0; g < 20; g++) {
      SchedulingInstance in = instance(g, 4);
      double own = new CpMisf().schedule(in).makespanSeconds();
      double searched = RandomizedListSearch.shortest(in, 200, RandomStreams.create(g)).makespanSeconds();
      assertThat(searched).isLessThanOrEqualTo(own).isGreaterThanOrEqualTo(RandomizedListSearch.lowerBound(in));
      shorter += searched < own ? 1 : 0;
    }
    assertThat(shorter).as("graphs where a perturbed schedule is shorter than CP/MISF's").isPositive();
  }

  @Test
  void shouldGiveTheSameScheduleForTheSameStream() {
    SchedulingInstance in = instance(5, 4);
    ListSchedule a = RandomizedListSearch.shortest(in, 100, RandomStreams.create(9));
    ListSchedule b = RandomizedListSearch.shortest(in, 100, RandomStreams.create(9));
    assertThat(a.taskToCore()).containsExactly(b.taskToCore());
    assertThat(a.makespanSeconds()).isEqualTo(b.makespanSeconds());
  }

  @Test
  void shouldBoundByTheCriticalPathAndTheWorkPerCore() {
    // two independent tasks of 2 s: on one core 4 s of work, on two the path of 2 s
    JobTemplate pair = Jobs.twoIndependentTasks();
    assertThat(RandomizedListSearch.lowerBound(SchedulingInstance.uniform(Jobs.decoder(pair), pair, Jobs.LINK, 1, 0)))
        .isEqualTo(4);
    assertThat(RandomizedListSearch.lowerBound(SchedulingInstance.uniform(Jobs.decoder(pair), pair, Jobs.LINK, 2, 0)))
        .isEqualTo(2);
  }
}
