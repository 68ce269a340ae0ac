package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The score queue's heap against a plain search: after any mix of new keys (at once or for a later
 * restore), removals and polls of the top, its top is the entry of the highest key and, of equal
 * keys, the lowest job index.
 */
class KeyHeapTest {

  @Test
  void shouldKeepTheHighestKeyThenTheLowestIndexOnTop() {
    SplittableRandom random = new SplittableRandom(7);
    for (int round = 0; round < 200; round++) {
      List<Tracked> jobs = new ArrayList<>();
      for (int i = 0; i < 1 + random.nextInt(60); i++) {
        jobs.add(new Tracked(TestJobs.job(i), 0, 0));
      }
      KeyHeap heap = new KeyHeap();
      Map<Tracked, Double> expected = new HashMap<>();
      for (int step = 0; step < 300; step++) {
        Tracked t = jobs.get(random.nextInt(jobs.size()));
        double key = random.nextInt(8); // few keys: many ties
        switch (random.nextInt(4)) {
          case 0 -> {
            heap.set(t, key, t.job.index());
            expected.put(t, key);
          }
          case 1 -> {
            for (int n = random.nextInt(10); n >= 0; n--) {
              Tracked u = jobs.get(random.nextInt(jobs.size()));
              double k = random.nextInt(8);
              heap.setLater(u, k, u.job.index());
              expected.put(u, k);
              if (random.nextInt(4) == 0) {
                heap.remove(u);
                expected.remove(u);
              }
            }
            heap.restore();
          }
          case 2 -> {
            heap.remove(t);
            expected.remove(t);
          }
          default -> {
            if (!heap.isEmpty()) {
              expected.remove(heap.top());
              heap.remove(heap.top());
            }
          }
        }
        assertThat(heap.size()).isEqualTo(expected.size());
        jobs.forEach(u -> assertThat(KeyHeap.holds(u)).isEqualTo(expected.containsKey(u)));
        if (!expected.isEmpty()) {
          Tracked top = expected.keySet().stream().min(Comparator.comparingDouble((Tracked u) -> -expected.get(u))
              .thenComparingInt(u -> u.job.index())).orElseThrow();
          assertThat(heap.top()).isSameAs(top);
        }
      }
    }
  }
}
