package org.valen.hc.paper000.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.hc.paper000.TinySystem;
import org.valen.hc.paper000.mapping.EnergyFilter;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Plan;

/**
 * The filter's τ̄ and ē in core-seconds and joules per plan, on nodes of four cores: template t0
 * offers a plan of 2 cores × 10 s (100 J) and one of 1 core × 30 s (60 J), t1 one of 4 cores × 5 s
 * (200 J): τ̄ = (20 + 30 + 20) / 3 core-seconds, ē = 360 / 3 J.
 */
class DayEnergyTest {

  @Test
  void shouldAverageCoreSecondsAndEnergyOverEveryTemplateCoreTypeAndPlan() {
    Platform platform = PlatformPresets.paper001(2, 4);
    TinySystem templates = TinySystem.onePState(new int[] {1}, new double[][] {{1}, {1}}, new double[][] {{1}, {1}});
    DayEnergy day = new DayEnergy(platform, templates.catalogue, (template, type, maxCores) -> {
      assertThat(maxCores).as("a whole node").isEqualTo(4);
      return template.id().equals("t0") ? List.of(plan(2, 10, 100), plan(1, 30, 60)) : List.of(plan(4, 5, 200));
    });
    List<NodeTimeline> idle = List.of(new NodeTimeline(4, 0), new NodeTimeline(4, 0));
    EnergyFilter filter = day.filter(1e5, 0, idle, 1000, 1000, platform.totalCores());
    double meanCoreSeconds = 70.0 / 3;
    assertThat(filter.tauRemSeconds()).isEqualTo(8000);
    assertThat(filter.lambda()).as("no machine time used yet").isEqualTo(1);
    assertThat(filter.n()).isCloseTo(Math.min(8000 / meanCoreSeconds, 1e5 / 120), within(1e-9));
    assertThat(filter.eBudJoules()).isCloseTo(1e5 / (8000 / meanCoreSeconds), within(1e-9));
  }

  private static Plan plan(int cores, double seconds, double joules) {
    int[] taskToCore = new int[cores];
    for (int c = 0; c < cores; c++) {
      taskToCore[c] = c;
    }
    return new Plan(taskToCore, new int[cores], seconds, joules);
  }
}
