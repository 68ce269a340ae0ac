package org.valen.experiments.paper004;

import java.util.Objects;
import org.valen.hc.paper004.workload.Paper004TrialParameters;
import org.valen.model.Check;

/**
 * One workload setting of a paper 004 figure: the value of the swept parameter (a utility class
 * set, a burst size, a flag probability, a critical mean execution time), the trial parameters it
 * gives and the probability of each preemption flag.
 *
 * @param parameter what the figure sweeps, e.g. {@code burst_size}
 * @param value its value here, as written in {@code runs.csv}
 * @param trialParameters the system and bursts of this setting (the seed is the trial's)
 * @param flagProbability probability that a task can preempt, and (drawn apart) that it can be
 *     preempted (paper: 1; Fig. 5: 0 … 1)
 */
public record Case(String parameter, String value, Paper004TrialParameters trialParameters, double flagProbability) {
  public Case {
    Objects.requireNonNull(parameter, "parameter");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(trialParameters, "trialParameters");
    Check.inRange(flagProbability, 0, 1, "flagProbability");
  }
}
