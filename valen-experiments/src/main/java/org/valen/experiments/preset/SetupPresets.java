package org.valen.experiments.preset;

import java.util.List;
import java.util.Optional;
import org.valen.model.generate.PlatformPresets;

/**
 * Every setup preset, in one place: a paper that brings its own setting adds it to {@link #ALL}.
 */
public final class SetupPresets {
  /** Paper 001's homogeneous Intel Core M nodes and a generated month of DAG jobs (the default). */
  public static final SetupPreset PAPER001 = new GeneratedWorkloadPreset("paper001", PlatformPresets::paper001,
      "nodes of Intel Core M cores (paper 001) and DAG jobs generated from a catalogue", Optional.empty());
  /** The same on nodes of RK3399 Cortex-A72 cores; its profiles are in the profiles folder's {@code rk3399/}. */
  public static final SetupPreset RK3399 = new GeneratedWorkloadPreset("rk3399", PlatformPresets::rk3399,
      "nodes of RK3399 Cortex-A72 cores and DAG jobs generated from a catalogue (profiles in PROFILES/rk3399)",
      Optional.of("rk3399"));
  /** Paper 000's trials: a heterogeneous system and a day of independent tasks from each seed. */
  public static final SetupPreset PAPER000 = new Paper000TrialPreset();
  /** Paper 002's cluster with execution-time pmfs, and a trial of bursty tasks with deadlines from each seed. */
  public static final SetupPreset PAPER002 = new Paper002TrialPreset();

  /** A month of a real job trace, the NASA iPSC/860 log of the Parallel Workloads Archive. */
  public static final SetupPreset NASA_IPSC = new org.valen.experiments.realtrace.TracePreset();

  /** Paper 004's trials: five clusters of identical cores and bursts of serial tasks from each seed. */
  public static final SetupPreset PAPER004 = new Paper004TrialPreset();

  /** In the order of {@code valen experiment}'s help and the docs. */
  public static final List<SetupPreset> ALL = List.of(PAPER001, RK3399, PAPER000, NASA_IPSC,
      PAPER002, PAPER004);

  private SetupPresets() {}

  /** The preset of this name. */
  public static Optional<SetupPreset> named(String name) {
    return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  /** Every name, for messages. */
  public static List<String> names() {
    return ALL.stream().map(SetupPreset::name).toList();
  }
}
