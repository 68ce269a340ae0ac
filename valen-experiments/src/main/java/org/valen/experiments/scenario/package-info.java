/**
 * Experiments as data: a {@link org.valen.experiments.scenario.Scenario} (preset, setup, sweep,
 * policies, trials, metrics, plots, findings) and its file format, {@code valen.scenario}.
 */
package org.valen.experiments.scenario;
