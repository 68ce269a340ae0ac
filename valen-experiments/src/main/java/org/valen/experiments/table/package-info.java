/**
 * The tidy {@code runs.csv}: one row per run, the key columns every run has in some form
 * (experiment, sweep value, trial and seed, policy) arranged by the preset as the paper's files have
 * them, then the preset's measure columns; one writer and one reader for every experiment.
 */
package org.valen.experiments.table;
