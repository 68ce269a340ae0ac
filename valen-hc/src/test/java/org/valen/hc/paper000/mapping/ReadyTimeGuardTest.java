package org.valen.hc.paper000.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.TinySystem;
import org.valen.model.value.StepCurve;

/**
 * {@link MappingRound#assignIgnoringReadyTime} maps in full while the machine is open, and once it
 * leaves a revisable mapping's ready time behind, the round refuses to tell ready times.
 */
class ReadyTimeGuardTest {

  @Test
  void shouldRefuseReadyTimesOnceOneWasLeftBehind() {
    TinySystem system = TinySystem.onePState(new int[] {1}, new double[][] {{100}}, new double[][] {{100}});
    for (int t = 0; t < 3; t++) {
      system.arrive(0, 0, StepCurve.hardDeadline(1, 1e6));
    }
    List<String> seen = new ArrayList<>();
    Heuristic probe = new MappingEngine("probe", false) {
      @Override
      public void map(MappingRound round) {
        if (round.roundNumber() != 1) {
          return;
        }
        for (int s = round.pool.first(), next; s >= 0; s = next) {
          next = round.pool.after(s);
          round.assignIgnoringReadyTime(s, 0, 0);
          try {
            seen.add("ready " + round.readyOfType(0));
          } catch (IllegalStateException e) {
            seen.add("refused");
          }
        }
      }
    };
    system.run(probe, TinySystem.settings(Environment.QUEUED), 61);
    // at 60 s: the first starts (ready 160), the second becomes pending and closes the machine
    // (ready 260); the third is revisable, its ready time left behind
    assertThat(seen).containsExactly("ready 160.0", "ready 260.0", "refused");
  }
}
