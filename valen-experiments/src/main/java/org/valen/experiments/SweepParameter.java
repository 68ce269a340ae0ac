package org.valen.experiments;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What an experiment varies. */
public enum SweepParameter {
  /** Number of nodes of the platform (paper 001, Fig. 6 and Table II). */
  NODES("nodes"),
  /** Cores of every node (Fig. 7). */
  CORES_PER_NODE("cores per node"),
  /** ValEnAdaptOpt's checkpoint interval, in minutes (Fig. 5). */
  CHECKPOINT_MINUTES("checkpoint interval (min)"),
  /** Offered load relative to the reference platform. */
  LOAD("offered load"),
  /** Coefficient of variation of the per-job factor of actual execution times. */
  JOB_VARIABILITY("job time CV");

  private final String label;

  SweepParameter(String label) {
    this.label = label;
  }

  /** Axis label. */
  public String label() {
    return label;
  }

  /** What {@code x} should be if it is not a value of this parameter; empty if it is one. */
  public Optional<String> problem(double x) {
    return switch (this) {
      case NODES, CORES_PER_NODE -> x == Math.rint(x) && x >= 1 && x <= 100_000 ? Optional.empty()
          : Optional.of("a whole number in [1, 100000]");
      case CHECKPOINT_MINUTES, LOAD -> Double.isFinite(x) && x > 0 ? Optional.empty() : Optional.of("a number > 0");
      case JOB_VARIABILITY -> Double.isFinite(x) && x >= 0 ? Optional.empty() : Optional.of("a number >= 0");
    };
  }

  /** Name in files: lower case with dashes. */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The parameter with this {@link #id()}, if there is one. */
  public static Optional<SweepParameter> fromId(String id) {
    return Arrays.stream(values()).filter(p -> p.id().equals(id)).findFirst();
  }

  /** Every parameter's {@link #id()}. */
  public static List<String> ids() {
    return Arrays.stream(values()).map(SweepParameter::id).toList();
  }
}
