/**
 * From {@code runs.csv} to figures: means with Student-t 95 % confidence intervals, boxes over the
 * trials, normalized and paired comparisons ({@link org.valen.experiments.summary.Summary}), which
 * tables, plots and the papers' findings read.
 */
package org.valen.experiments.summary;
