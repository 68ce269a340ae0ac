package org.valen.runtime.kernel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;

class EventLoopTest {

  @Test
  void shouldFireByTimeThenPriorityThenInsertion() {
    EventLoop loop = new EventLoop();
    List<String> fired = new ArrayList<>();
    loop.schedule(5, 1, () -> fired.add("5/1/a"));
    loop.schedule(5, 0, () -> fired.add("5/0"));
    loop.schedule(1, 9, () -> fired.add("1/9"));
    loop.schedule(5, 1, () -> fired.add("5/1/b"));
    loop.run();
    assertThat(fired).containsExactly("1/9", "5/0", "5/1/a", "5/1/b");
    assertThat(loop.now()).isEqualTo(5);
    assertThat(loop.firedCount()).isEqualTo(4);
  }

  @Test
  void shouldLetEventsScheduleEventsAtTheSameTime() {
    EventLoop loop = new EventLoop();
    List<String> fired = new ArrayList<>();
    loop.schedule(2, 1, () -> {
      fired.add("first");
      loop.schedule(2, 0, () -> fired.add("same time, higher priority, scheduled later"));
    });
    loop.schedule(2, 1, () -> fired.add("second"));
    loop.run();
    assertThat(fired).containsExactly("first", "same time, higher priority, scheduled later", "second");
  }

  @Test
  void shouldRefuseThePast() {
    EventLoop loop = new EventLoop();
    loop.schedule(3, 0, () -> {});
    loop.step();
    assertThatThrownBy(() -> loop.schedule(2, 0, () -> {})).hasMessageContaining("before now");
    assertThatThrownBy(() -> loop.schedule(Double.NaN, 0, () -> {})).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void shouldCancelScheduledEventsOnly() {
    EventLoop loop = new EventLoop();
    List<String> fired = new ArrayList<>();
    long a = loop.schedule(1, 0, () -> fired.add("a"));
    long b = loop.schedule(2, 0, () -> fired.add("b"));
    loop.schedule(3, 0, () -> fired.add("c"));
    loop.cancel(b);
    loop.cancel(b); // twice is harmless
    assertThat(loop.pending()).isEqualTo(2);
    loop.step();
    loop.cancel(a); // already fired: ignored, and its slot's next user is not hit
    long d = loop.schedule(4, 0, () -> fired.add("d"));
    loop.cancel(a);
    loop.cancel(EventLoop.NO_EVENT);
    loop.run();
    assertThat(fired).containsExactly("a", "c", "d");
    assertThat(d).isNotEqualTo(a);
  }

  @RepeatedTest(5)
  void shouldKeepOrderWhenRandomEventsAreCancelled(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(100 + info.getCurrentRepetition());
    EventLoop loop = new EventLoop();
    List<Double> fired = new ArrayList<>();
    List<Long> handles = new ArrayList<>();
    java.util.Set<Integer> cancelled = new java.util.HashSet<>();
    for (int i = 0; i < 3000; i++) {
      double t = rng.nextInt(500);
      int index = i;
      handles.add(loop.schedule(t, 0, () -> fired.add(t + index * 1e-6)));
    }
    for (int k = 0; k < 1000; k++) {
      int i = rng.nextInt(3000);
      loop.cancel(handles.get(i));
      cancelled.add(i);
    }
    loop.run();
    assertThat(fired).hasSize(3000 - cancelled.size());
    for (int i = 1; i < fired.size(); i++) {
      assertThat(Math.floor(fired.get(i))).isGreaterThanOrEqualTo(Math.floor(fired.get(i - 1)));
    }
  }

  @Test
  void shouldRunUntilATime() {
    EventLoop loop = new EventLoop();
    List<Double> fired = new ArrayList<>();
    for (double t : new double[] {1, 2, 3}) {
      loop.schedule(t, 0, () -> fired.add(t));
    }
    loop.runUntil(2);
    assertThat(fired).containsExactly(1.0, 2.0);
    assertThat(loop.pending()).isEqualTo(1);
    assertThat(loop.nextTime()).isEqualTo(3);
  }

  @RepeatedTest(10)
  void shouldMatchASortOfManyRandomEvents(RepetitionInfo info) {
    UniformRandomProvider rng = RandomStreams.create(info.getCurrentRepetition());
    EventLoop loop = new EventLoop();
    List<double[]> fired = new ArrayList<>();
    for (int i = 0; i < 5000; i++) {
      double t = rng.nextInt(100);
      int p = rng.nextInt(4);
      int seq = i;
      loop.schedule(t, p, () -> fired.add(new double[] {t, p, seq}));
    }
    loop.run();
    for (int i = 1; i < fired.size(); i++) {
      double[] a = fired.get(i - 1);
      double[] b = fired.get(i);
      boolean ordered = a[0] < b[0] || (a[0] == b[0] && (a[1] < b[1] || (a[1] == b[1] && a[2] < b[2])));
      assertThat(ordered).as("seed %d at %d", info.getCurrentRepetition(), i).isTrue();
    }
  }
  @RepeatedTest(5)
  void shouldFireInTheSameOrderWhenSchedulingAndCancellingInBatches(RepetitionInfo info) {
    assertThat(fireRandomly(info.getCurrentRepetition(), true))
        .isEqualTo(fireRandomly(info.getCurrentRepetition(), false))
        .hasSizeGreaterThan(1000);
  }

  /** Random events that schedule and cancel others, some of them in batches: the order they fire in. */
  private static List<Integer> fireRandomly(int seed, boolean batches) {
    UniformRandomProvider rng = RandomStreams.create(200 + seed);
    EventLoop loop = new EventLoop();
    List<Integer> fired = new ArrayList<>();
    List<Long> handles = new ArrayList<>();
    int[] next = {0};
    class Burst implements Event {
      final int id = next[0]++;

      @Override
      public void fire() {
        fired.add(id);
        if (id > 4000) {
          return;
        }
        boolean batch = rng.nextBoolean() && batches; // the same draws either way
        if (batch) {
          loop.beginBatch();
        }
        for (int k = rng.nextInt(6); k > 0; k--) {
          handles.add(loop.schedule(loop.now() + rng.nextInt(20), rng.nextInt(3), new Burst()));
        }
        for (int k = rng.nextInt(4); k > 0; k--) {
          loop.cancel(handles.get(rng.nextInt(handles.size())));
        }
        if (batch) {
          loop.endBatch();
        }
      }
    }
    for (int i = 0; i < 20; i++) {
      handles.add(loop.schedule(rng.nextInt(10), rng.nextInt(3), new Burst()));
    }
    loop.run();
    return fired;
  }

  @Test
  void shouldRefuseToFireInsideABatch() {
    EventLoop loop = new EventLoop();
    loop.schedule(1, 0, () -> {});
    loop.beginBatch();
    assertThatThrownBy(loop::step).isInstanceOf(IllegalStateException.class);
    loop.endBatch();
    assertThat(loop.step()).isTrue();
    assertThatThrownBy(loop::endBatch).isInstanceOf(IllegalStateException.class);
  }
}
