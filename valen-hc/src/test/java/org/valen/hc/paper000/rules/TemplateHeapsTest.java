package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The score queue's heaps per template against a plain search: after any mix of new keys, removals,
 * templates taken off and put on again, the top is the job of the highest key, then the lowest
 * index, of the templates that are on.
 */
class TemplateHeapsTest {

  @Test
  void shouldKeepTheBestJobOfTheTemplatesThatAreOnOnTop() {
    SplittableRandom random = new SplittableRandom(5);
    for (int round = 0; round < 100; round++) {
      int templates = 1 + random.nextInt(6);
      List<Tracked> jobs = new ArrayList<>();
      for (int i = 0; i < 1 + random.nextInt(50); i++) {
        jobs.add(new Tracked(TestJobs.job(i), random.nextInt(templates), 0));
      }
      TemplateHeaps heaps = new TemplateHeaps(templates);
      Map<Tracked, Double> keys = new HashMap<>();
      Set<Integer> off = new HashSet<>();
      for (int step = 0; step < 300; step++) {
        Tracked t = jobs.get(random.nextInt(jobs.size()));
        switch (random.nextInt(5)) {
          case 0 -> {
            double k = random.nextInt(6);
            heaps.set(t, k);
            keys.put(t, k);
          }
          case 1 -> {
            for (int n = random.nextInt(8); n >= 0; n--) {
              Tracked u = jobs.get(random.nextInt(jobs.size()));
              double k = random.nextInt(6);
              heaps.setLater(u, k);
              keys.put(u, k);
            }
            heaps.restore();
          }
          case 2 -> {
            heaps.remove(t);
            keys.remove(t);
          }
          case 3 -> {
            if (!off.contains(t.template)) {
              heaps.takeOff(t.template);
              off.add(t.template);
            }
          }
          default -> {
            heaps.allOn();
            off.clear();
          }
        }
        assertThat(heaps.size()).isEqualTo(keys.size());
        Optional<Tracked> best = keys.keySet().stream().filter(u -> !off.contains(u.template))
            .min(Comparator.comparingDouble((Tracked u) -> -keys.get(u)).thenComparingInt(u -> u.job.index()));
        assertThat(heaps.isEmpty()).isEqualTo(best.isEmpty());
        best.ifPresent(b -> assertThat(heaps.top()).isSameAs(b));
      }
    }
  }
}
