package org.valen.model;

import java.util.List;
import java.util.Optional;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;

/**
 * A tiny heterogeneous system with an ETC/APC matrix model, for tests of every module: task type
 * "cpu" runs only on core type "fast"; "any" runs on both.
 */
public final class TinyMatrixWorld {
  private TinyMatrixWorld() {}

  /** Core type "fast" (levels 2 and 1 GHz) on a node of 2 cores, "slow" (1 and 0.5 GHz) on a node of 1; no static power. */
  public static Platform platform() {
    CoreType fast = CoreType.of("fast", List.of(new PState(2e9, 1.0, 20), new PState(1e9, 0.8, 8)), 0);
    CoreType slow = CoreType.of("slow", List.of(new PState(1e9, 0.8, 10), new PState(0.5e9, 0.7, 4)), 0);
    return new Platform("hetero", "", List.of(fast, slow),
        List.of(Node.of("n0", "fast", 2), Node.of("n1", "slow", 1)), new Interconnect(1e10, 1e9));
  }

  /** ETC (s) and APC (W) by task type × core type × level; templates "cpu" and "any" of one task each. */
  public static Catalogue catalogue() {
    double inf = Double.POSITIVE_INFINITY;
    double[][][] time = {{{100, 180}, {inf, inf}}, {{50, 90}, {120, 200}}};
    double[][][] power = {{{30, 12}, {0, 0}}, {{40, 15}, {10, 5}}};
    MatrixModel model = new MatrixModel(List.of("cpu", "any"), List.of("fast", "slow"), time, power);
    return new Catalogue("tiny", Optional.empty(), model, List.of(
        JobTemplate.builder("cpu").task("t", "cpu", 100).valueCurve(StepCurve.hardDeadline(4, 1e5)).build(),
        JobTemplate.builder("any").task("t", "any", 50).valueCurve(StepCurve.hardDeadline(2, 1e5)).build()));
  }
}
