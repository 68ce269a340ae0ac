/**
 * An experiment's report, {@code report.md} and a self-contained {@code report.html}: what was run,
 * the paper's findings beside ours ({@link org.valen.experiments.report.Findings}, contributed by
 * the papers' modules), plots, tables, the setup and where ours differ.
 */
package org.valen.experiments.report;
