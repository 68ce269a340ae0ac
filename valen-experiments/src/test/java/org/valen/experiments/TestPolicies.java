package org.valen.experiments;

import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.policy.WaitingOrder;

/**
 * Policies for the experiments' tests, registered in this module's test resources: a greedy
 * allocator that declares options and refuses any it does not declare (as paper 000's heuristics
 * did), and one that needs nodes of one core.
 */
public final class TestPolicies {
  /** The options of every TestGreedy made, in order. */
  static final Queue<Map<String, String>> MADE = new ConcurrentLinkedQueue<>();

  private TestPolicies() {}

  /** Each waiting job, in arrival order, on the first offer of the first node with free cores. */
  static Policy greedy(String name, boolean idle) {
    return new Policy() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext context) {
        if (idle) {
          return;
        }
        for (JobView job : context.waiting(WaitingOrder.ARRIVAL)) {
          for (int node = context.nextNodeWithFreeCores(0); node >= 0; node = context.nextNodeWithFreeCores(node + 1)) {
            List<Offer> offers = context.offers(job, node, Math.min(2, context.freeCores(node)), context.now());
            if (!offers.isEmpty()) {
              context.allocate(job, node, offers.get(0).plan());
              break;
            }
          }
          if (context.nextNodeWithFreeCores(0) < 0) {
            return;
          }
        }
      }
    };
  }

  /** TestGreedy: options idle, refuse (create fails), dayStartSeconds, dayEndSeconds, seed. */
  public static final class Greedy implements PolicyProvider {
    @Override
    public String name() {
      return "TestGreedy";
    }

    @Override
    public String description() {
      return "test: waiting jobs in arrival order on the first free node";
    }

    @Override
    public List<PolicyOption> options() {
      return List.of(PolicyOption.onOff("idle", false, "allocate nothing"),
          PolicyOption.onOff("refuse", false, "refuse to be made"),
          PolicyOption.number("dayStartSeconds", 0, "start of the day (s)"),
          PolicyOption.number("dayEndSeconds", 86_400, "end of the day (s)"),
          PolicyOption.integer("seed", 1, "seed"));
    }

    @Override
    public Policy create(PolicyInputs in) {
      Set<String> undeclared = new TreeSet<>(in.options().keySet());
      options().forEach(o -> undeclared.remove(o.name()));
      if (!undeclared.isEmpty()) {
        throw new IllegalArgumentException("TestGreedy takes no option " + undeclared);
      }
      if (in.isOn("refuse", false)) {
        throw new IllegalArgumentException("TestGreedy was told to refuse");
      }
      MADE.add(in.options());
      return greedy(name(), in.isOn("idle", false));
    }
  }

  /** TestOneCore: needs nodes of one core. */
  public static final class OneCore implements PolicyProvider {
    @Override
    public String name() {
      return "TestOneCore";
    }

    @Override
    public String description() {
      return "test: needs nodes of one core";
    }

    @Override
    public Set<Need> needs() {
      return Set.of(Need.ONE_CORE_PER_NODE);
    }

    @Override
    public Policy create(PolicyInputs in) {
      return greedy(name(), false);
    }
  }
}
