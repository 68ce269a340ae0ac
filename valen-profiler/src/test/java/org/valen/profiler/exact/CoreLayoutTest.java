package org.valen.profiler.exact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CoreLayoutTest {
  @Test
  void shouldReuseACoreOnceItsTaskEnds() {
    // [0, 2) [0, 3) [2, 4) [3, 5): two cores suffice
    int[] cores = CoreLayout.byStart(new double[] {0, 0, 2, 3}, new double[] {2, 3, 4, 5}, 2);
    assertThat(cores).containsExactly(0, 1, 0, 1);
  }

  @Test
  void shouldRefuseMoreOverlappingTasksThanCores() {
    assertThatThrownBy(() -> CoreLayout.byStart(new double[] {0, 1}, new double[] {2, 3}, 1))
        .hasMessageContaining("more than 1 tasks");
  }

  @Test
  void shouldNumberCoresByFirstUseInTopologicalOrder() {
    assertThat(CoreLayout.renumberByFirstUse(new int[] {2, 0, 2}, new int[] {1, 0, 2})).containsExactly(1, 0, 1);
  }
}
