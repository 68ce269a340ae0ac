package org.valen.hc.paper002.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.generate.RandomStreams;

class CompletionChainTest {

  /**
   * Fig. 7's example, with pmfs of our own that give its numbers: task 1 (executing since 0) takes 4
   * or 5 (½ each); task 2 (deadline 7.5) takes 3 (0.3) or 5 (0.7); task 3 (deadline 8.5) takes 2,
   * 3 or 4 (¼, ½, ¼). At 3.5 task 2 has 15 % and task 3 0 %; at 4.5 task 1 ends at 5 for sure, task
   * 2 has 0 % and is expected to be cancelled, so task 3 follows task 1 directly: 75 %.
   */
  @Test
  void shouldAnticipateTheCancellationOfFig7() {
    AssignedTask task1 = new AssignedTask(1, DiscretePmf.of(1, 4, 0.5, 0.5), 100, 0);
    AssignedTask task2 = new AssignedTask(2, DiscretePmf.of(1, 3, 0.3, 0, 0.7), 7.5, 0);
    AssignedTask task3 = new AssignedTask(3, DiscretePmf.of(1, 2, 0.25, 0.5, 0.25), 8.5, 0);
    CoreQueue queue = new CoreQueue();
    queue.append(task1);
    queue.started(task1, 0);
    queue.append(task2);
    queue.append(task3);
    double cancelBelow = 0.001;

    assertThat(CompletionChain.onTimeProbabilities(queue, 3.5, cancelBelow)).containsExactly(1, 0.15, 0);
    assertThat(CompletionChain.onTimeProbabilities(queue, 4.5, cancelBelow)).containsExactly(1, 0, 0.75);
    assertThat(CompletionChain.expectedOnTime(queue, 4.5, cancelBelow)).isEqualTo(1.75);
    Forecast at45 = CompletionChain.of(queue, 4.5, cancelBelow);
    assertThat(at45.expectedTasks()).isEqualTo(2); // tasks 1 and 3
    assertThat(at45.readySeconds().mean()).isCloseTo(5 + 3, within(1e-12));
    // without cancellation the chain keeps task 2 and task 3 cannot make it
    assertThat(CompletionChain.onTimeProbabilities(queue, 4.5, 0)).containsExactly(1, 0, 0);
    assertThat(CompletionChain.of(queue, 4.5, 0).expectedTasks()).isEqualTo(3);
  }

  /** Section 4.2 on an idle core: the candidate's completion time is its execution time shifted by now. */
  @Test
  void shouldShiftTheExecutionTimeByNowOnAnIdleCore() {
    Forecast idle = CompletionChain.of(new CoreQueue(), 10, 0);
    Forecast.Outlook o = idle.convolved(DiscretePmf.of(1, 2, 0.5, 0.5), 12.5);
    assertThat(o.completionSeconds()).isEqualTo(12.5);
    assertThat(o.robustness()).isEqualTo(0.5);
    assertThat(idle.expectedTasks()).isZero();
  }

  /**
   * The cached evaluation (no convolution) equals the plain one on random queues, at random times;
   * the cache is asked at some steps only, so that it carries its chain through several appended
   * tasks at once, or makes it again after the head changed in between.
   */
  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  void shouldEvaluateACandidateFromTheCacheAsByConvolution(long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, 5);
    CoreQueue queue = new CoreQueue();
    CachedForecasts cache = new CachedForecasts(1);
    double now = 0;
    int job = 0;
    for (int step = 0; step < 60; step++) {
      now += rng.nextDouble() * 30;
      for (int more = rng.nextInt(3); more > 0 && queue.size() < 6; more--) {
        queue.append(new AssignedTask(job++, randomPmf(rng), now + 20 + rng.nextDouble() * 200, 0));
      }
      if (queue.running() == null && !queue.isEmpty()) {
        AssignedTask head = queue.queued().iterator().next();
        queue.started(head, now);
      } else if (queue.running() != null && queue.runningCompletion().lastSeconds() < now) {
        queue.finished(queue.running());
      }
      if (rng.nextInt(3) == 0) {
        continue; // the cache is not asked at this step
      }
      double cancelBelow = seed % 2 == 0 ? 0.3 : 0;
      Forecast plain = CompletionChain.of(queue, now, cancelBelow);
      Forecast cached = cache.at(0, queue, now, cancelBelow);
      assertThat(cached.expectedTasks()).as("seed %d step %d", seed, step).isEqualTo(plain.expectedTasks());
      DiscretePmf candidate = randomPmf(rng);
      double deadline = now + rng.nextDouble() * 300;
      assertThat(cached.fromCache(candidate, deadline)).as("seed %d step %d", seed, step)
          .isEqualTo(plain.convolved(candidate, deadline));
    }
  }

  private static DiscretePmf randomPmf(UniformRandomProvider rng) {
    double[] p = new double[1 + rng.nextInt(8)];
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      p[i] = rng.nextDouble();
      sum += p[i];
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    p[0] += 1 - java.util.Arrays.stream(p).sum();
    return DiscretePmf.of(5, 5 * (1 + rng.nextInt(10)), p);
  }
}
