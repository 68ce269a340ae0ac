package org.valen.hc.paper000;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.hc.paper000.rules.OfferMappingPolicy;
import org.valen.model.job.Workload;
import org.valen.runtime.policy.ChosenOption;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Service providers of paper 000's twelve heuristics, by name ({@code valen policies}), with the
 * options of {@link Paper000Options}. They run on any workload, as rules over offers ({@link
 * OfferMappingPolicy}) whose choices an index finds (implementation {@code indexed}) or a scan of
 * every offer ({@code readable}).
 */
public final class Paper000Policies {
  private Paper000Policies() {}

  /** The policy of heuristic {@code entry} with {@code settings}, indexed or readable. */
  public static Policy create(Paper000Heuristics.Entry entry, MappingSettings settings, boolean indexed,
      PolicyInputs inputs) {
    return new OfferMappingPolicy(entry.rule().apply(settings.randomSeed()), settings, indexed, inputs);
  }

  /** A provider of one heuristic. */
  public abstract static class Provider implements PolicyProvider {
    private final Paper000Heuristics.Entry entry;

    protected Provider(String name) {
      this.entry = Paper000Heuristics.named(name);
    }

    @Override
    public String name() {
      return entry.name();
    }

    @Override
    public String description() {
      return "paper 000 " + entry.paperName() + " (section III-D): " + entry.description()
          + "; queued or polled, with dropping and the adaptive energy filter, on any workload";
    }

    @Override
    public List<PolicyOption> options() {
      return Paper000Options.OPTIONS;
    }

    /** None: the heuristics run on every workload that makes offers. */
    @Override
    public Set<Need> needs() {
      return Set.of();
    }

    /** The day end: paper 000's on its trials ({@link Paper000Options#chosen}). */
    @Override
    public List<ChosenOption> chosenOptions(Workload workload, Map<String, String> given) {
      return Paper000Options.chosen(workload, given);
    }

    @Override
    public Policy create(PolicyInputs inputs) {
      return Paper000Policies.create(entry, Paper000Options.settings(inputs.options()),
          Paper000Options.indexed(inputs.options()), inputs);
    }
  }

  public static final class Random extends Provider {
    public Random() {
      super("Random");
    }
  }

  public static final class FcfsP0 extends Provider {
    public FcfsP0() {
      super("FCFS-P0");
    }
  }

  public static final class FcfsAllP extends Provider {
    public FcfsAllP() {
      super("FCFS-AllP");
    }
  }

  public static final class PrioritizedFcfsP0 extends Provider {
    public PrioritizedFcfsP0() {
      super("PFCFS-P0");
    }
  }

  public static final class PrioritizedFcfsAllP extends Provider {
    public PrioritizedFcfsAllP() {
      super("PFCFS-AllP");
    }
  }

  public static final class LcfsP0 extends Provider {
    public LcfsP0() {
      super("LCFS-P0");
    }
  }

  public static final class LcfsAllP extends Provider {
    public LcfsAllP() {
      super("LCFS-AllP");
    }
  }

  public static final class PrioritizedLcfsP0 extends Provider {
    public PrioritizedLcfsP0() {
      super("PLCFS-P0");
    }
  }

  public static final class PrioritizedLcfsAllP extends Provider {
    public PrioritizedLcfsAllP() {
      super("PLCFS-AllP");
    }
  }

  public static final class MaxUtility extends Provider {
    public MaxUtility() {
      super("MaxUtility");
    }
  }

  public static final class MaxUpt extends Provider {
    public MaxUpt() {
      super("MaxUPT");
    }
  }

  public static final class MaxUpe extends Provider {
    public MaxUpe() {
      super("MaxUPE");
    }
  }
}
