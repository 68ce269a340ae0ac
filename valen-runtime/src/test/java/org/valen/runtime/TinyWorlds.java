package org.valen.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * Tiny hand-made systems for kernel tests: a heterogeneous platform with an ETC/APC matrix model
 * (task type "cpu" runs only on core type "fast"; "any" runs on both), and policies made of
 * lambdas.
 */
public final class TinyWorlds {
  private TinyWorlds() {}

  /** Core type "fast" (levels 2 and 1 GHz) and "slow" (one level), no static or idle power. */
  public static Platform heterogeneous() {
    CoreType fast = CoreType.of("fast", List.of(new PState(2e9, 1.0, 20), new PState(1e9, 0.8, 8)), 0);
    CoreType slow = CoreType.of("slow", List.of(new PState(1e9, 0.8, 10), new PState(0.5e9, 0.7, 4)), 0);
    return new Platform("hetero", "", List.of(fast, slow),
        List.of(Node.of("n0", "fast", 2), Node.of("n1", "slow", 1)), new Interconnect(1e10, 1e9));
  }

  /** ETC (s) and APC (W) by task type × core type × level. */
  public static Catalogue matrixCatalogue() {
    double inf = Double.POSITIVE_INFINITY;
    double[][][] time = {{{100, 180}, {inf, inf}}, {{50, 90}, {120, 200}}};
    double[][][] power = {{{30, 12}, {0, 0}}, {{40, 15}, {10, 5}}};
    MatrixModel model = new MatrixModel(List.of("cpu", "any"), List.of("fast", "slow"), time, power);
    return new Catalogue("tiny", Optional.empty(), model, List.of(
        JobTemplate.builder("cpu").task("t", "cpu", 100).valueCurve(StepCurve.hardDeadline(4, 1e5)).build(),
        JobTemplate.builder("any").task("t", "any", 50).valueCurve(StepCurve.hardDeadline(2, 1e5)).build()));
  }

  /** One arrival per template id at the given times, ids j0, j1, … */
  public static Workload arrivals(Catalogue catalogue, List<String> templates, double... times) {
    List<Arrival> a = new ArrayList<>();
    for (int i = 0; i < times.length; i++) {
      a.add(new Arrival("j" + i, templates.get(i), times[i], catalogue.template(templates.get(i)).valueCurve()));
    }
    return new Workload(catalogue.name(), Optional.empty(), 1e6, a);
  }

  /** A policy deciding on events with {@code decide}. */
  public static Policy onEvents(Consumer<DecisionContext> decide) {
    return onEvents(decide, job -> {});
  }

  /** A policy deciding on events with {@code decide} and told of arrivals through {@code arrived}. */
  public static Policy onEvents(Consumer<DecisionContext> decide, Consumer<JobView> arrived) {
    return new Policy() {
      @Override
      public String name() {
        return "test";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext context) {
        decide.accept(context);
      }

      @Override
      public void arrived(JobView job) {
        arrived.accept(job);
      }
    };
  }

  /** The waiting job with id {@code id}, or null. */
  public static JobView waitingJob(DecisionContext context, String id) {
    return context.waiting().stream().filter(j -> j.id().equals(id)).findFirst().orElse(null);
  }
}
