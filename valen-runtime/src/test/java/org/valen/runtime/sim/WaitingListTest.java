package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.value.StepCurve;

/** The waiting list keeps arrival order through removals, returns and compactions. */
class WaitingListTest {
  private static final JobTemplate ONE = JobTemplate.builder("one").task("t", "compute", 100)
      .valueCurve(StepCurve.hardDeadline(1, 1e6)).build();

  private static JobRun job(int index) {
    return new JobRun(null, index, new Arrival("j" + index, "one", index, ONE.valueCurve()), ONE, new double[] {1}, new TemplateOnCoreType[0]);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void shouldMatchASortedListUnderRandomArrivalsRemovalsAndReturns(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed);
    WaitingList list = new WaitingList();
    List<JobRun> all = new ArrayList<>();
    for (int step = 0; step < 3000; step++) {
      int action = rng.nextInt(3);
      if (action == 0 || all.isEmpty()) {
        JobRun j = job(all.size());
        j.state = JobRun.State.WAITING;
        all.add(j);
        list.arrived(j);
      } else {
        JobRun j = all.get(rng.nextInt(all.size()));
        if (j.state == JobRun.State.WAITING) {
          j.state = rng.nextBoolean() ? JobRun.State.QUEUED : JobRun.State.DONE;
          list.left(j);
        } else if (j.state == JobRun.State.QUEUED) {
          j.state = JobRun.State.WAITING;
          list.returned(j);
        }
      }
      if (step % 97 == 0) {
        List<JobRun> expected = all.stream().filter(j -> j.state == JobRun.State.WAITING).toList();
        assertThat(list.copy()).as("seed %d step %d", seed, step).containsExactlyElementsOf(expected);
        assertThat(list.isEmpty()).isEqualTo(expected.isEmpty());
      }
    }
  }
}
