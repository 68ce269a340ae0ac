package org.valen.model.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.value.StepCurve;

class JobTemplateTest {
  private static JobTemplate.Builder diamond() {
    return JobTemplate.builder("d").valueCurve(StepCurve.hardDeadline(1, 1000))
        .task("a", "x", 10).task("b", "x", 30).task("c", "x", 20).task("d", "x", 5)
        .edge("a", "b", 1).edge("a", "c", 2).edge("b", "d", 3).edge("c", "d", 4);
  }

  @Test
  void shouldIndexPredecessorsAndSuccessors() {
    JobTemplate t = diamond().build();
    assertThat(t.predecessorCount(3)).isEqualTo(2);
    assertThat(t.predecessor(3, 1)).isEqualTo(2);
    assertThat(t.predecessorDataBytes(3, 1)).isEqualTo(4);
    assertThat(t.successorCount(0)).isEqualTo(2);
    assertThat(t.topologicalOrder()).containsExactly(0, 1, 2, 3);
    assertThat(t.graph().edgeSet()).hasSize(4);
  }

  @Test
  void shouldComputeCriticalPathAndWork() {
    JobTemplate t = diamond().build();
    assertThat(t.referenceCriticalPathSeconds()).isEqualTo(10 + 30 + 5);
    assertThat(t.totalReferenceSeconds()).isEqualTo(65);
  }

  @Test
  void shouldOrderReadyTasksByDeclaration() {
    JobTemplate t = JobTemplate.builder("o").valueCurve(StepCurve.hardDeadline(1, 1))
        .task("z", "x", 1).task("y", "x", 1).task("w", "x", 1).edge("w", "z", 0).build();
    assertThat(t.topologicalOrder()).containsExactly(1, 2, 0);
  }

  @Test
  void shouldNameTheCycle() {
    assertThatThrownBy(() -> diamond().edge("d", "a", 0).build())
        .hasMessageContaining("cycle a -> b -> d -> a");
  }

  @Test
  void shouldFindCyclesAmongIds() {
    assertThat(TaskGraphs.findCycle(List.of("a", "b", "c"),
        List.of(new DataEdge("a", "b", 0), new DataEdge("b", "c", 0), new DataEdge("c", "b", 0))))
        .contains(List.of("b", "c", "b"));
    assertThat(TaskGraphs.findCycle(List.of("a", "b"), List.of(new DataEdge("a", "b", 0)))).isEmpty();
  }

  @Test
  void shouldRefuseDuplicateEdgesAndUnknownTasks() {
    assertThatThrownBy(() -> diamond().edge("a", "b", 9).build()).hasMessageContaining("duplicate edge a -> b");
    assertThatThrownBy(() -> diamond().edge("a", "q", 9).build()).hasMessageContaining("unknown task q");
    assertThatThrownBy(() -> diamond().task("a", "x", 1).build()).hasMessageContaining("duplicate task id a");
  }

  @Test
  void shouldRebuildEqualFromBuilder() {
    JobTemplate t = diamond().build();
    assertThat(t.toBuilder().build()).isEqualTo(t).hasSameHashCodeAs(t);
  }
}
