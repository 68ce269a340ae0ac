package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.valen.hc.paper000.rules.TestJobs.job;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.runtime.policy.JobView;

/** The mappable set keeps a pool's order: joiners at the end, a leaver's place taken by the last. */
class MappableSetTest {

  @Test
  void shouldKeepThePoolOrder() {
    List<JobView> jobs = List.of(job(0), job(1), job(2), job(3), job(4));
    MappableSet set = new MappableSet(MappableSet.Listener.NONE);
    jobs.forEach(set::add);
    set.remove(jobs.get(1)); // 0 4 2 3
    set.remove(jobs.get(3)); // 0 4 2
    set.add(jobs.get(1)); // 0 4 2 1
    set.remove(jobs.get(1)); // 0 4 2: the last leaves
    assertThat(set.jobs()).extracting(JobView::index).containsExactly(0, 4, 2);
    assertThat(set.contains(jobs.get(3))).isFalse();
    assertThatThrownBy(() -> set.add(jobs.get(0))).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> set.remove(jobs.get(3))).isInstanceOf(IllegalStateException.class);
  }
}
