package org.valen.profiler.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.generate.StgGraphGenerator;
import org.valen.model.generate.StgGraphParameters;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.CpMisf;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.model.value.StepCurve;
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

  /** {@code n} independent tasks of {@code seconds} each. */
  private static SchedulingInstance equalTasks(int n, double seconds, int k) {
    var b = JobTemplate.builder("equal-" + n).valueCurve(StepCurve.hardDeadline(1e6, 100));
    for (int t = 0; t < n; t++) {
      b.task("t" + t, "x", seconds);
    }
    JobTemplate job = b.build();
    return SchedulingInstance.uniform(Jobs.decoder(job), job, Jobs.LINK, k, 0);
  }

  @Test
  void shouldLeaveTheScheduleAndTheGeneratorAsTheFullLoopDoes() {
    List<SchedulingInstance> cases = new ArrayList<>();
    for (int g = 0; g < 12; g++) {
      cases.add(instance(g, 2 + g % 5));
    }
    for (int n : new int[] {1, 5, 16, 17, 64, 127}) {
      for (int k : new int[] {1, 3, 4, 16}) {
        cases.add(equalTasks(n, 1.7, k));
      }
    }
    int skipped = 0;
    for (int i = 0; i < cases.size(); i++) {
      SchedulingInstance in = cases.get(i);
      UniformRandomProvider fast = RandomStreams.create(i);
      UniformRandomProvider full = RandomStreams.create(i);
      ListSchedule a = RandomizedListSearch.shortest(in, 50, fast);
      ListSchedule b = RandomizedListSearch.shortest(in, 50, full, Double.NEGATIVE_INFINITY);
      assertThat(a.taskToCore()).as("case %d", i).containsExactly(b.taskToCore());
      assertThat(a.makespanSeconds()).as("case %d", i).isEqualTo(b.makespanSeconds());
      assertThat(fast.nextLong()).as("the generator after case %d", i).isEqualTo(full.nextLong());
      skipped += a.makespanSeconds() <= RandomizedListSearch.pigeonholeBound(in)
          && a.makespanSeconds() > RandomizedListSearch.lowerBound(in) ? 1 : 0;
    }
    assertThat(skipped).as("cases whose tries the pigeonhole bound ends").isPositive();
  }

  @Test
  void shouldBoundByPigeonholesWhatCpMisfReachesOnEqualTasks() {
    // 5 tasks of 2 s on 2 cores: some core runs 3 of them, 6 s (the work per core is 5 s)
    assertThat(RandomizedListSearch.pigeonholeBound(equalTasks(5, 2, 2))).isEqualTo(6);
    assertThat(RandomizedListSearch.lowerBound(equalTasks(5, 2, 2))).isEqualTo(5);
    assertThat(new CpMisf().schedule(equalTasks(5, 2, 2)).makespanSeconds()).isEqualTo(6);
    for (int g = 0; g < 20; g++) {
      SchedulingInstance in = instance(g, 1 + g % 6);
      assertThat(RandomizedListSearch.pigeonholeBound(in)).as("graph %d", g)
          .isLessThanOrEqualTo(RandomizedListSearch.shortest(in, 100, RandomStreams.create(g)).makespanSeconds());
    }
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
