package org.valen.experiments.preset;

import java.util.List;
import org.valen.experiments.Setup;
import org.valen.experiments.SweepParameter;

/**
 * What the presets of the CSU papers' trials (000, 002, 004) share: a name, a length in days and
 * a load as their only setup fields, load as the only parameter a sweep may vary, and defaults that
 * keep paper 001's values for the fields they do not use. Each subclass says how a seed becomes a
 * system and a trial.
 */
abstract class TrialPreset implements SetupPreset {
  private final String name;
  private final double defaultDays;

  TrialPreset(String name, double defaultDays) {
    this.name = name;
    this.defaultDays = defaultDays;
  }

  @Override
  public final String name() {
    return name;
  }

  /** The paper's length and arrival rate; the fields it does not use keep paper 001's values. */
  @Override
  public final Setup defaults() {
    Setup d = Setup.paper001();
    return new Setup(name, d.nodes(), d.coresPerNode(), d.catalogue(), defaultDays, 1, d.referenceCores(),
        d.checkpointMinutes(), 0, 0);
  }

  @Override
  public final List<String> setupFields() {
    return List.of("days", "load");
  }

  @Override
  public final List<SweepParameter> sweepParameters() {
    return List.of(SweepParameter.LOAD);
  }
}
