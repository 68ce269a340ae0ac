/**
 * Paper 004's figures (Figs. 3–7) as named experiments: settings, runs of the ten heuristics on
 * generated trials, {@code runs.csv}, summary, plots and report with the paper's findings beside
 * ours.
 */
package org.valen.experiments.paper004;
