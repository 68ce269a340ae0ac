package org.valen.hc.paper004;

import java.util.List;
import org.valen.hc.paper004.rules.PreemptionFlags;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;

/**
 * The policy options of paper 004's heuristics ({@code valen simulate --option NAME=VALUE}), each
 * with its default and a line of help.
 */
public final class Paper004Options {
  public static final String MAPPING_INTERVAL_SECONDS = "mappingIntervalSeconds";
  public static final String CAN_PREEMPT_PROBABILITY = "canPreemptProbability";
  public static final String PREEMPTIBLE_PROBABILITY = "preemptibleProbability";
  public static final String SEED = "seed";
  public static final String IMPLEMENTATION = "implementation";
  public static final String INDEXED = "indexed";
  public static final String READABLE = "readable";

  /** Every option, with its default and help. */
  public static final List<PolicyOption> OPTIONS = List.of(
      PolicyOption.number(MAPPING_INTERVAL_SECONDS, 60, "seconds between mapping events (section III-A: one minute)")
          .within(PolicyOption.Range.above(0)),
      PolicyOption.number(CAN_PREEMPT_PROBABILITY, 1, "probability that a task may preempt others (section II-D;"
          + " Fig. 5 sets both flags' to 0 ... 1)").within(PolicyOption.Range.between(0, 1)),
      PolicyOption.number(PREEMPTIBLE_PROBABILITY, 1, "probability that a task may be preempted (section II-D)")
          .within(PolicyOption.Range.between(0, 1)),
      PolicyOption.integer(SEED, 1, "seed of the preemption flags (per arrival index) and of Random's draws"
          + " (each mapping event its own stream)"),
      PolicyOption.choice(IMPLEMENTATION, INDEXED, "indexed: an index finds the heuristics' choices; readable: every"
          + " event scans every task, as the heuristics read (the same decisions, slower)", INDEXED, READABLE));

  private Paper004Options() {}

  /** The preemption flags the options give. */
  public static PreemptionFlags flags(PolicyInputs inputs) {
    return new PreemptionFlags(probability(inputs, CAN_PREEMPT_PROBABILITY),
        probability(inputs, PREEMPTIBLE_PROBABILITY), seed(inputs));
  }

  /** The seed of the flags and of Random's draws. */
  public static long seed(PolicyInputs inputs) {
    return inputs.integer(SEED, 1);
  }

  /** Whether the options ask for the index (the default). */
  public static boolean indexed(PolicyInputs inputs) {
    return inputs.text(IMPLEMENTATION, INDEXED).trim().equals(INDEXED);
  }

  private static double probability(PolicyInputs inputs, String name) {
    double p = inputs.number(name, 1);
    if (!(p >= 0 && p <= 1)) {
      throw new IllegalArgumentException("option " + name + " was " + p + ", expected a probability in [0, 1]");
    }
    return p;
  }
}
