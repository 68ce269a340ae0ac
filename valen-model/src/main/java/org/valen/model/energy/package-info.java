/**
 * Energy: paper 001's per-job account ({@link org.valen.model.energy.JobEnergy}, Eq. 1–2) and an
 * {@link org.valen.model.energy.EnergyMeter} that integrates piecewise-constant core power over a
 * simulation, split by {@link org.valen.model.energy.EnergyKind}.
 */
package org.valen.model.energy;
