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

  /** The option naming the deviation threshold, a share of the plan's work. */
  public static final String DEVIATION_THRESHOLD = "deviationThreshold";
  /** The option naming how often one job may be adapted ({@code none}: no limit). */
  public static final String MAX_ADAPTATIONS_PER_JOB = "maxAdaptationsPerJob";
  /** The option naming the {@link PointRule} of the profiled approaches. */
  public static final String PROFILE_POINT = "profilePoint";

  /** The option saying whether remaining time is extrapolated at the speed observed so far. */
  public static final String EXTRAPOLATE_DEVIATION = "extrapolateDeviation";

  /**
   * {@link ValEnAdaptOpt}; options {@value #CHECKPOINT_SECONDS} (default 300), {@value
   * #DEVIATION_THRESHOLD} (0.02), {@value #MAX_ADAPTATIONS_PER_JOB} (none) and {@value
   * #EXTRAPOLATE_DEVIATION} (on), and the {@link AdmissionOptions} (energy budget, robustness threshold).
   */
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
      AdaptationSettings d = AdaptationSettings.defaults();
      return withAdmission(
          PolicyOption.number(CHECKPOINT_SECONDS, d.checkpointSeconds(),
              "seconds between checkpoints, at which running jobs are adapted (paper: 300)")
              .within(PolicyOption.Range.above(0)),
          PolicyOption.number(DEVIATION_THRESHOLD, d.deviationThreshold(),
              "a job deviates when its progress differs from its plan's expected progress by this share of the"
                  + " plan's work (0 … 1; ours)").within(PolicyOption.Range.between(0, 1)),
          PolicyOption.numberOrNone(MAX_ADAPTATIONS_PER_JOB,
              "how often one job may be reallocated; none = no limit (the paper sets none; Fig. 1 adapts a job"
                  + " at consecutive checkpoints)"),
          PolicyOption.onOff(EXTRAPOLATE_DEVIATION, d.extrapolateDeviation(),
              "estimate the remaining time at the speed observed so far (the paper's deviation-included end time)"),
          profilePoint());
    }

    @Override
    public Set<Need> needs() {
      return Set.of(Need.PROFILES);
    }

    @Override
    public Policy create(PolicyInputs in) {
      return new ValEnAdaptOpt(in.requireProfiles(name()), settings(in), pointRule(in), AdmissionOptions.admission(in));
    }

    /** The adaptation settings the options give. */
    static AdaptationSettings settings(PolicyInputs in) {
      AdaptationSettings d = AdaptationSettings.defaults();
      String max = in.text(MAX_ADAPTATIONS_PER_JOB, "none").trim();
      return d.withCheckpointSeconds(in.number(CHECKPOINT_SECONDS, d.checkpointSeconds()))
          .withDeviationThreshold(in.number(DEVIATION_THRESHOLD, d.deviationThreshold()))
          .withMaxAdaptationsPerJob(max.equalsIgnoreCase("none") ? AdaptationSettings.UNLIMITED
              : (int) Math.min(AdaptationSettings.UNLIMITED, Math.floor(Double.parseDouble(max))))
          .withExtrapolateDeviation(in.isOn(EXTRAPOLATE_DEVIATION, d.extrapolateDeviation()));
    }
  }

  /** {@code own}, then the options beyond the paper: an energy budget, a robustness threshold ({@link AdmissionOptions}). */
  static List<PolicyOption> withAdmission(PolicyOption... own) {
    List<PolicyOption> all = new java.util.ArrayList<>(List.of(own));
    all.addAll(AdmissionOptions.options());
    return List.copyOf(all);
  }

  /** The {@value #PROFILE_POINT} option of the profiled approaches. */
  static PolicyOption profilePoint() {
    List<String> ids = PointRule.ids();
    return PolicyOption.choice(PROFILE_POINT, ids.get(0), "which point of a profile entry's front runs: the design-time"
        + " minimum time × energy (paper), or the least energy that meets the arrival's deadline", ids.toArray(String[]::new));
  }

  static PointRule pointRule(PolicyInputs in) {
    return PointRule.fromId(in.text(PROFILE_POINT, PointRule.MIN_TIME_ENERGY.id())).orElseThrow(
        () -> new IllegalArgumentException("option " + PROFILE_POINT + " must be one of " + PointRule.ids()));
  }

  /** {@link ValEnJoinOpt}; option {@value #PROFILE_POINT} and the {@link AdmissionOptions}. */
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
    public List<PolicyOption> options() {
      return withAdmission(profilePoint());
    }

    @Override
    public Set<Need> needs() {
      return Set.of(Need.PROFILES);
    }

    @Override
    public Policy create(PolicyInputs in) {
      return new ValEnJoinOpt(in.requireProfiles(name()), pointRule(in), AdmissionOptions.admission(in));
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
