package org.valen.hc.paper000;

import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.MappingEventPolicy;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Service providers of paper 000's twelve heuristics, by name ({@code valen policies}); each runs
 * as a {@link MappingEventPolicy} with the options of {@link Paper000Options}.
 */
public final class Paper000Policies {
  private Paper000Policies() {}

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
      return "paper 000 " + entry.paperName() + ": " + entry.description()
          + " (options: environment=queued|polled, filter=on|off, energyBudgetJoules=E)";
    }

    @Override
    public boolean needsProfiles() {
      return false;
    }

    @Override
    public Policy create(PolicyInputs inputs) {
      MappingSettings settings = Paper000Options.settings(inputs.options());
      return new MappingEventPolicy(entry.factory().apply(settings.randomSeed()), settings, inputs.platform(),
          inputs.catalogue());
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
