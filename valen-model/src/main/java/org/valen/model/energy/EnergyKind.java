package org.valen.model.energy;

/** What a share of energy was spent on, for reports. */
public enum EnergyKind {
  /** Computation above static power (001 Eq. 2). */
  DYNAMIC,
  /** Static power of cores a job holds (001 Eq. 1, second term). */
  STATIC,
  /** Cores that hold no job. */
  IDLE,
  /** Checkpoints, migrations and level switches (001 section IV-B). */
  OVERHEAD
}
