/**
 * What an experiment runs on: a {@link org.valen.experiments.preset.Preset} turns a setup (its
 * {@link org.valen.experiments.preset.SetupField}s) and a seed into a run's world, and says what a
 * run measures. Paper modules contribute presets; a scenario names one.
 */
package org.valen.experiments.preset;
