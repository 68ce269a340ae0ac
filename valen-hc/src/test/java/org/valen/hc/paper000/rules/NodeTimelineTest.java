package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.valen.runtime.policy.Plan;

/** Ready times and unmovable energy of a node, worked out by hand. */
class NodeTimelineTest {

  private static Plan plan(int cores, double seconds, double joules) {
    int[] taskToCore = new int[cores];
    for (int c = 0; c < cores; c++) {
      taskToCore[c] = c;
    }
    return new Plan(taskToCore, new int[cores], seconds, joules);
  }

  /**
   * Paper 000's machine at 60 s: the executing task started at 10 for 100 s (ends at 110), the
   * pending one takes 100 s: ready at 110 + 100 = 210; a task mapped there then ends at 260, so the
   * next is ready at 260. e_unmov = 1 kJ × 50/100 of the executing task + all 2 kJ of the pending.
   */
  @Test
  void shouldGivePaper000sMachineReadyTimeOnOneCore() {
    NodeTimeline machine = new NodeTimeline(1, 60);
    machine.hold(plan(1, 100, 1000), 110);
    machine.queue(plan(1, 100, 2000));
    assertThat(machine.readyFor(1)).isEqualTo(210);
    assertThat(machine.lastStartSeconds()).isEqualTo(110);
    assertThat(machine.unmovableJoules()).isEqualTo(500 + 2000);
    assertThat(machine.remainingCoreSeconds(1000)).isEqualTo(790);
    machine.place(1, 210, 50);
    assertThat(machine.readyFor(1)).isEqualTo(260);
  }

  @Test
  void shouldMakeAnIdleMachineReadyNowAndALateOneReadyNowToo() {
    NodeTimeline idle = new NodeTimeline(1, 60);
    assertThat(idle.readyFor(1)).isEqualTo(60);
    assertThat(idle.lastStartSeconds()).isEqualTo(Double.NEGATIVE_INFINITY);
    NodeTimeline late = new NodeTimeline(1, 60);
    late.hold(plan(1, 30, 900), 40); // expected to end at 40, still running
    assertThat(late.readyFor(1)).isEqualTo(60);
    assertThat(late.unmovableJoules()).isZero();
  }

  /**
   * Four cores at 100 s: A holds 2 until 300, B 1 until 200, one is free. Queued C needs 3 cores
   * for 50 s: it starts when the third core frees, at 300, and takes the three that free first
   * (the free one, B's, one of A's). Then: one core is free at 300, three at 350; a plan of one
   * core would start at 300 (not before C, ahead of it in the queue), of two at 350.
   */
  @Test
  void shouldQueuePlansOfManyCoresInFifoOrderOnTheCoresThatFreeFirst() {
    NodeTimeline node = new NodeTimeline(4, 100);
    node.hold(plan(2, 400, 800), 300);
    node.hold(plan(1, 150, 300), 200);
    assertThat(node.readyFor(1)).isEqualTo(100);
    assertThat(node.readyFor(3)).isEqualTo(300);
    node.queue(plan(3, 50, 600));
    assertThat(node.lastStartSeconds()).isEqualTo(300);
    assertThat(node.readyFor(1)).isEqualTo(300);
    assertThat(node.readyFor(2)).isEqualTo(350);
    assertThat(node.readyFor(4)).isEqualTo(350);
    // A: 800 J × 200/400 left; B: 300 J × 100/150; C: all 600 J
    assertThat(node.unmovableJoules()).isCloseTo(400 + 200 + 600, within(1e-9));
    assertThat(node.remainingCoreSeconds(1000)).isEqualTo(700 + 3 * 650);
  }
}
