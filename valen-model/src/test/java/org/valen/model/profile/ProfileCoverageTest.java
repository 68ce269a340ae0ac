package org.valen.model.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.TinyMatrixWorld;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

class ProfileCoverageTest {
  private final Catalogue tiny = TinyMatrixWorld.catalogue();

  @Test
  void shouldCoverTheCoreTypesThatRunEveryTaskOfATemplate() {
    ProfileCoverage coverage = new ProfileCoverage(TinyMatrixWorld.platform(), tiny.executionModel());
    assertThat(coverage.coreTypesOf(tiny.template("cpu"))).containsExactly(0);
    assertThat(coverage.coreTypesOf(tiny.template("any"))).containsExactly(0, 1);
    assertThat(coverage.largestNode(0)).isEqualTo(2);
    assertThat(coverage.largestNode(1)).isEqualTo(1);
  }

  @Test
  void shouldLeaveOutACoreTypeWithoutNodes() {
    Platform fastOnly = TinyMatrixWorld.platform().withNodes("fast-only", List.of(Node.of("a", "fast", 3),
        Node.of("b", "fast", 5)));
    ProfileCoverage coverage = new ProfileCoverage(fastOnly, tiny.executionModel());
    assertThat(coverage.coreTypesOf(tiny.template("any"))).containsExactly(0);
    assertThat(coverage.largestNode(0)).isEqualTo(5);
    assertThat(coverage.largestNode(1)).isZero();
  }
}
