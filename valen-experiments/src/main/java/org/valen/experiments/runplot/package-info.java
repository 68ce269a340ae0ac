/**
 * Plots of one run's files ({@code valen plot}): {@link org.valen.experiments.runplot.GanttChart}
 * (cores grouped by node against time, from {@code tasks.csv}), {@link
 * org.valen.experiments.runplot.RunCharts} (power over time from {@code energy.csv}, P-state
 * residency from {@code tasks.csv}), read by {@link org.valen.experiments.runplot.RunFolder}.
 */
package org.valen.experiments.runplot;
