/**
 * Paper 000's experiments (section V): {@link org.valen.experiments.paper000.Paper000Experiment}
 * runs Figs. 4, 5 and 6 as named experiments ({@code paper000-fig4} …) through {@link
 * org.valen.experiments.paper000.TrialRunner} (calibration of the energy constraint, then every
 * configuration on every trial), writing {@link org.valen.experiments.paper000.TrialRowsCsv tidy
 * rows}, a {@link org.valen.experiments.paper000.TrialSummary}, plots and a report with the
 * paper's findings beside ours.
 */
package org.valen.experiments.paper000;
