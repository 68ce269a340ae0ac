/**
 * Paper 002's experiments (Young et al., section 7): Figs. 4–6, the missed deadlines of the 32
 * variants (SQ, MECT, LL, RAND × filters × start-time cancellation) over 50 trials of each arrival
 * pattern, as {@code runs.csv} → {@code summary.csv} → box plots → {@code report.md}, with the
 * per-trial floor of deadlines no allocation can meet ({@link
 * org.valen.experiments.paper002.WorkloadFloor}).
 */
package org.valen.experiments.paper002;
