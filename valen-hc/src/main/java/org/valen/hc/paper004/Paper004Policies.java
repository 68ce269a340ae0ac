package org.valen.hc.paper004;

import java.util.List;
import org.valen.hc.paper004.heuristics.Paper004Heuristics;
import org.valen.hc.paper004.rules.PreemptiveResourceManager;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyFamily;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Service providers of paper 004's ten heuristics, by name ({@code valen policies}), with the
 * options of {@link Paper004Options}. They run on any workload — paper 004's clusters, paper 000's
 * machines, DAG jobs on nodes of many cores (a job held on one core, as the paper's serial task) —
 * as {@link PreemptiveResourceManager}s.
 */
public final class Paper004Policies {
  private Paper004Policies() {}

  /** The policy of heuristic {@code name} made from {@code inputs}. */
  public static Policy create(String name, PolicyInputs inputs) {
    Paper004Heuristics.Entry entry = Paper004Heuristics.named(name);
    return new PreemptiveResourceManager(entry.make().apply(Paper004Options.seed(inputs)), Paper004Options.flags(inputs),
        inputs.number(Paper004Options.MAPPING_INTERVAL_SECONDS, 60), Paper004Options.indexed(inputs), inputs);
  }

  /** The ten heuristics, one provider each ({@code META-INF/services/org.valen.runtime.policy.PolicyFamily}). */
  public static final class Family implements PolicyFamily {
    @Override
    public List<PolicyProvider> providers() {
      return Paper004Heuristics.names().stream().<PolicyProvider>map(Provider::new).toList();
    }
  }

  /**
   * A provider of one heuristic. It needs nothing of a run: a job of several tasks runs as the
   * paper's serial task, on one core ({@link PreemptiveResourceManager}).
   */
  static final class Provider implements PolicyProvider {
    private final Paper004Heuristics.Entry entry;

    Provider(String name) {
      this.entry = Paper004Heuristics.named(name);
    }

    @Override
    public String name() {
      return entry.name();
    }

    @Override
    public String description() {
      return "paper 004 " + entry.paperName() + " (section III" + (entry.preempts() ? "-E" : entry.name().contains("Max")
          ? "-D" : "-C") + "): " + (entry.preempts() ? "preemptive, " : "") + "mapping events every minute over"
          + " clusters of identical cores, on any workload (a DAG job holds one core)";
    }

    @Override
    public List<PolicyOption> options() {
      return Paper004Options.OPTIONS;
    }

    @Override
    public Policy create(PolicyInputs inputs) {
      return Paper004Policies.create(entry.name(), inputs);
    }
  }
}
