package org.valen.runtime.paper001;

import java.util.List;
import java.util.Set;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/** Service providers of paper 001's four approaches (Table I). */
public final class Paper001Policies {
  private Paper001Policies() {}

  /** The option naming ValEnAdaptOpt's checkpoint interval in seconds. */
  public static final String CHECKPOINT_SECONDS = "checkpointSeconds";

  /** {@link ValEnAdaptOpt}; option {@value #CHECKPOINT_SECONDS} (default 300). */
  public static final class AdaptOpt implements PolicyProvider {
    @Override
    public String name() {
      return "ValEnAdaptOpt";
    }

    @Override
    public String description() {
      return "paper 001 Algorithm 1: profiles, value/energy allocation, adaptation at checkpoints";
    }

    @Override
    public List<PolicyOption> options() {
      return List.of(PolicyOption.number(CHECKPOINT_SECONDS, AdaptationSettings.defaults().checkpointSeconds(),
          "seconds between checkpoints, at which running jobs are adapted (paper: 300)"));
    }

    @Override
    public Set<Need> needs() {
      return Set.of(Need.PROFILES);
    }

    @Override
    public Policy create(PolicyInputs in) {
      AdaptationSettings settings = AdaptationSettings.defaults()
          .withCheckpointSeconds(in.number(CHECKPOINT_SECONDS, AdaptationSettings.defaults().checkpointSeconds()));
      return new ValEnAdaptOpt(in.requireProfiles(name()), settings);
    }
  }

  /** {@link ValEnJoinOpt}. */
  public static final class JoinOpt implements PolicyProvider {
    @Override
    public String name() {
      return "ValEnJoinOpt";
    }

    @Override
    public String description() {
      return "paper 001 baseline (ref. [11]): profiles, value/energy allocation, no adaptation";
    }

    @Override
    public Set<Need> needs() {
      return Set.of(Need.PROFILES);
    }

    @Override
    public Policy create(PolicyInputs in) {
      return new ValEnJoinOpt(in.requireProfiles(name()));
    }
  }

  /** {@link ValEnSepOpt}. */
  public static final class SepOpt implements PolicyProvider {
    @Override
    public String name() {
      return "ValEnSepOpt";
    }

    @Override
    public String description() {
      return "paper 001 baseline (ref. [14]): min-response allocation, then greedy v/f levels per core";
    }

    @Override
    public Policy create(PolicyInputs in) {
      return new ValEnSepOpt();
    }
  }

  /** {@link ValOpt}. */
  public static final class ValueOpt implements PolicyProvider {
    @Override
    public String name() {
      return "ValOpt";
    }

    @Override
    public String description() {
      return "paper 001 baseline (ref. [15]): load-balanced allocation at the highest v/f level, value first";
    }

    @Override
    public Policy create(PolicyInputs in) {
      return new ValOpt();
    }
  }
}
