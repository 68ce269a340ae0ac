package org.valen.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.TinyMatrixWorld;
import java.util.function.Consumer;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
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

  /** Core type "fast" (levels 2 and 1 GHz) and "slow" (1 and 0.5 GHz), no static or idle power. */
  public static Platform heterogeneous() {
    return TinyMatrixWorld.platform();
  }

  /** ETC (s) and APC (W) by task type × core type × level. */
  public static Catalogue matrixCatalogue() {
    return TinyMatrixWorld.catalogue();
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
