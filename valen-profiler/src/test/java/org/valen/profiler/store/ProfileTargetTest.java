package org.valen.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.model.TinyMatrixWorld;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.InvalidInputException;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.profiler.Jobs;

class ProfileTargetTest {
  private static final Platform PAPER001 = PlatformPresets.paper001(2, 4);

  private static Catalogue catalogue(org.valen.model.exec.ExecutionModel model, String taskType) {
    JobTemplate job = JobTemplate.builder("j").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("a", taskType, 5).task("b", taskType, 5).edge("a", "b", 0).build();
    return new Catalogue("c", Optional.empty(), model, List.of(job));
  }

  @Test
  void shouldTakeTheOnlyCoreTypeOfAHomogeneousPlatform() {
    Catalogue c = catalogue(Jobs.MODEL, "x");
    ProfileTarget t = ProfileTarget.of(PAPER001, "p.json", c, "c.json");
    assertThat(t.coreTypesRunning(c.templates().get(0))).containsExactly(0);
    assertThat(t.largestNode(0)).isEqualTo(4);
    assertThat(t.interconnect()).isEqualTo(PAPER001.interconnect());
  }

  @Test
  void shouldTakeEveryCoreTypeWithNodesOfAHeterogeneousPlatform() {
    CoreType m = PlatformPresets.intelCoreM();
    CoreType a72 = PlatformPresets.rk3399CortexA72();
    CoreType idle = CoreType.of("idle", List.of(new org.valen.model.platform.PState(1e9, 0.8, 5)), 0);
    Platform mixed = new Platform("mixed", "", List.of(m, idle, a72),
        List.of(Node.of("n1", m.id(), 4), Node.of("n2", a72.id(), 2), Node.of("n3", a72.id(), 6)), PAPER001.interconnect());
    Catalogue c = catalogue(Jobs.MODEL, "x");
    ProfileTarget t = ProfileTarget.of(mixed, "p.json", c, "c.json");
    assertThat(t.coreTypesRunning(c.templates().get(0))).as("not the one without nodes").containsExactly(0, 2);
    assertThat(t.largestNode(2)).isEqualTo(6);
    assertThat(t.largestNode(1)).isZero();
    assertThat(t.coreTypeIds(c)).containsExactly(m.id(), a72.id());
  }

  @Test
  void shouldTakeOnlyTheCoreTypesThatRunEveryTaskOfATemplate() {
    Catalogue tiny = TinyMatrixWorld.catalogue();
    ProfileTarget t = ProfileTarget.of(TinyMatrixWorld.platform(), "h.json", tiny, "t.json");
    assertThat(t.coreTypesRunning(tiny.template("cpu"))).containsExactly(0);
    assertThat(t.coreTypesRunning(tiny.template("any"))).containsExactly(0, 1);
  }

  @Test
  void shouldRefuseATemplateThatNoCoreTypeRuns() {
    Catalogue tiny = TinyMatrixWorld.catalogue();
    Platform slowOnly = TinyMatrixWorld.platform().withNodes("slow-only", List.of(Node.of("n1", "slow", 1)));
    assertThatThrownBy(() -> ProfileTarget.of(slowOnly, "h.json", tiny, "t.json"))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("t.json: $.templates[0]: found template \"cpu\", which no core type of platform h.json runs"
            + " entirely; expected a template whose every task has a finite time on some core type with nodes (the"
            + " model gives +∞ where a task type cannot run)");
  }

  @Test
  void shouldRefuseAModelThatCannotRunATaskTypeOnTheCoreType() {
    int levels = PAPER001.coreTypes().get(0).levelCount();
    double[][][] times = new double[1][1][levels];
    double[][][] watts = new double[1][1][levels];
    java.util.Arrays.fill(times[0][0], 10);
    MatrixModel otherCore = new MatrixModel(List.of("x"), List.of("some-other-core"), times, watts);
    assertThatThrownBy(() -> ProfileTarget.of(PAPER001, "p.json", catalogue(otherCore, "x"), "c.json"))
        .isInstanceOf(InvalidInputException.class)
        .satisfies(e -> assertThat(((InvalidInputException) e).problems()).singleElement()
            .hasToString("c.json: $.executionModel: found no finite time for task type \"x\" (task a of template j)"
                + " on core type \"intel-core-m\" at every one of its 6 levels; expected a model that gives every task"
                + " type a finite time and power at every level of a core type of the platform, or an infinite time at"
                + " all of them (it cannot run there)"));
  }

  @Test
  void shouldRefuseATemplateWhoseTasksAllTakeNoTime() {
    assertThatThrownBy(() -> ProfileTarget.of(PAPER001, "p.json", catalogueOfTimes(0), "c.json"))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("c.json: $.templates[0]: found template \"j\" whose tasks all take 0 s; expected at least one"
            + " task with referenceSeconds > 0 (a profile needs a positive response time)");
  }

  private static Catalogue catalogueOfTimes(double seconds) {
    JobTemplate job = JobTemplate.builder("j").valueCurve(StepCurve.hardDeadline(1, 100))
        .task("a", "x", seconds).task("b", "x", seconds).build();
    return new Catalogue("c", Optional.empty(), Jobs.MODEL, List.of(job));
  }
}
