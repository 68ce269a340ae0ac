package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.valen.runtime.policy.JobView;

/**
 * The FCFS family's order against a sorted set: after jobs join (some again, before they were
 * removed) and those that left are removed, the arrays hold each job once, in order, with its
 * template.
 */
class WalkOrderTest {

  @Test
  void shouldHoldEachJobOnceInOrder() {
    Comparator<JobView> lastFirst = Comparator.comparingInt((JobView j) -> j.index() % 7).thenComparingInt(j -> -j.index());
    SplittableRandom random = new SplittableRandom(11);
    List<JobView> jobs = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      jobs.add(TestJobs.job(i));
    }
    WalkOrder order = new WalkOrder(lastFirst);
    TreeSet<JobView> expected = new TreeSet<>(lastFirst);
    Set<JobView> gone = new HashSet<>();
    for (int step = 0; step < 400; step++) {
      for (int n = random.nextInt(12); n > 0; n--) {
        JobView job = jobs.get(random.nextInt(jobs.size()));
        order.add(job, job.index() % 5);
        expected.add(job);
        gone.remove(job);
      }
      for (int n = random.nextInt(8); n > 0 && !expected.isEmpty(); n--) {
        gone.add(jobs.get(random.nextInt(jobs.size())));
      }
      boolean purge = random.nextBoolean();
      order.settle(purge, gone::contains);
      if (purge) {
        expected.removeAll(gone);
        gone.clear();
      }
      List<JobView> held = new ArrayList<>();
      for (int i = 0; i < order.size(); i++) {
        held.add(order.job(i));
        assertThat(order.template(i)).isEqualTo(order.job(i).index() % 5);
      }
      assertThat(held).containsExactlyElementsOf(expected);
    }
  }
}
