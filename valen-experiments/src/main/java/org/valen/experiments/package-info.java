/**
 * The papers' experiments as sweeps: an {@link org.valen.experiments.ExperimentSpec} (a {@link
 * org.valen.experiments.Setup} of a {@link org.valen.experiments.preset.SetupPreset}, a {@link
 * org.valen.experiments.SweepParameter} and its values, {@link org.valen.experiments.PolicyEntry
 * policies} with their options, seeds) is checked before its first run and run in parallel and
 * deterministically by {@link org.valen.experiments.ExperimentRunner}, and turned by {@link
 * org.valen.experiments.Experiments} into a tidy CSV, a {@link org.valen.experiments.Summary} with confidence intervals, {@link
 * org.valen.experiments.Plots} and a markdown {@link org.valen.experiments.Report}. Paper 001's
 * figures are {@link org.valen.experiments.Paper001Experiments}; user sweeps are {@link
 * org.valen.experiments.ScenarioFile scenario files}.
 */
package org.valen.experiments;
