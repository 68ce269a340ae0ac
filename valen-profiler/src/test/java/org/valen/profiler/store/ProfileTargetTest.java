package org.valen.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
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
    ProfileTarget t = ProfileTarget.of(PAPER001, "p.json", catalogue(Jobs.MODEL, "x"), "c.json");
    assertThat(t.coreType()).isEqualTo(PAPER001.coreTypes().get(0));
    assertThat(t.interconnect()).isEqualTo(PAPER001.interconnect());
  }

  @Test
  void shouldRefuseAHeterogeneousPlatform() {
    CoreType m = PlatformPresets.intelCoreM();
    CoreType a72 = PlatformPresets.rk3399CortexA72();
    Platform mixed = new Platform("mixed", "", List.of(m, a72),
        List.of(Node.of("n1", m.id(), 4), Node.of("n2", a72.id(), 4)), PAPER001.interconnect());
    assertThatThrownBy(() -> ProfileTarget.of(mixed, "p.json", catalogue(Jobs.MODEL, "x"), "c.json"))
        .isInstanceOf(InvalidInputException.class)
        .hasMessageStartingWith("p.json: $.coreTypes: found 2 core types (" + m.id() + ", " + a72.id() + "); expected one core type");
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
                + " on core type \"intel-core-m\" at every one of its 6 levels; expected a model that runs every task"
                + " on the platform's core type \"intel-core-m\""));
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
