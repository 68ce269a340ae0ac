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
}
