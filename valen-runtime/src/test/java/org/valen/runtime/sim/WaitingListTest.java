package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The waiting list keeps arrival order through removals, returns and compactions, and the waiting
 * index walks the same jobs in every order, against plain sorted lists.
 */
class WaitingListTest {
  private static final JobTemplate ONE = JobTemplate.builder("one").task("t", "compute", 100)
      .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();

  private static JobRun job(int index, UniformRandomProvider rng) {
    double deadline = 10 + rng.nextInt(50);
    var curve = SoftDeadlineCurve.linear(1 + rng.nextInt(5), deadline, deadline + 1 + rng.nextInt(100));
    return new JobRun(null, index, new Arrival("j" + index, "one", index, curve), ONE, new TemplateOnCoreType[0]);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void shouldMatchSortedListsUnderRandomArrivalsRemovalsAndReturns(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    WaitingList list = new WaitingList();
    WaitingIndex index = new WaitingIndex(list);
    List<JobRun> all = new ArrayList<>();
    for (int step = 0; step < 3000; step++) {
      int action = rng.nextInt(3);
      if (action == 0 || all.isEmpty()) {
        JobRun j = job(all.size(), rng);
        j.state = JobRun.State.WAITING;
        all.add(j);
        list.arrived(j);
        index.added(j);
      } else {
        JobRun j = all.get(rng.nextInt(all.size()));
        if (j.state == JobRun.State.WAITING) {
          j.state = rng.nextBoolean() ? JobRun.State.QUEUED : JobRun.State.DONE;
          list.left(j);
          index.removed(j);
        } else if (j.state == JobRun.State.QUEUED) {
          j.state = JobRun.State.WAITING;
          list.returned(j);
          index.added(j);
        }
      }
      if (step % 97 == 0) {
        List<JobRun> expected = all.stream().filter(j -> j.state == JobRun.State.WAITING).toList();
        assertThat(list.copy()).as("seed %d step %d", seed, step).containsExactlyElementsOf(expected);
        assertThat(list.isEmpty()).isEqualTo(expected.isEmpty());
        assertThat(list.size()).isEqualTo(expected.size());
        for (WaitingOrder order : WaitingOrder.values()) {
          assertThat(walk(index, order)).as("seed %d step %d %s", seed, step, order)
              .containsExactlyElementsOf(expected.stream().sorted(comparator(order)).toList());
        }
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3})
  void shouldWalkEveryJobOnceInOrderWhileJobsLeaveAndReturn(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    WaitingList list = new WaitingList();
    WaitingIndex index = new WaitingIndex(list);
    List<JobRun> all = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      JobRun j = job(i, rng);
      j.state = JobRun.State.WAITING;
      all.add(j);
      list.arrived(j);
      index.added(j);
    }
    for (WaitingOrder order : WaitingOrder.values()) {
      List<JobRun> expected = all.stream().filter(j -> j.state == JobRun.State.WAITING).sorted(comparator(order)).toList();
      List<JobRun> walked = new ArrayList<>();
      var walk = index.walk(order, -1);
      while (walk.hasNext()) {
        JobRun j = walk.next();
        walked.add(j);
        if (rng.nextInt(3) == 0) { // the walker acts on the job it was given: it leaves, and comes back
          j.state = JobRun.State.QUEUED;
          list.left(j);
          index.removed(j);
          j.state = JobRun.State.WAITING;
          list.returned(j);
          index.added(j);
        }
      }
      assertThat(walked).as("seed %d %s", seed, order).containsExactlyElementsOf(expected);
    }
  }

  private static List<JobRun> walk(WaitingIndex index, WaitingOrder order) {
    List<JobRun> walked = new ArrayList<>();
    index.walk(order, -1).forEachRemaining(walked::add);
    return walked;
  }

  private static Comparator<JobRun> comparator(WaitingOrder order) {
    Comparator<JobRun> byIndex = Comparator.comparingInt(JobRun::index);
    return switch (order) {
      case ARRIVAL -> byIndex;
      case DEADLINE -> Comparator.comparingDouble((JobRun j) -> j.arrivalSeconds() + j.valueCurve().deadlineSeconds())
          .thenComparing(byIndex);
      case EXPIRY -> Comparator.comparingDouble((JobRun j) -> j.arrivalSeconds() + j.valueCurve().zeroAfterSeconds())
          .thenComparing(byIndex);
      case VALUE -> Comparator.comparingDouble((JobRun j) -> -j.valueCurve().maxValue()).thenComparing(byIndex);
    };
  }
}
