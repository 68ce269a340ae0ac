/**
 * An experiment's runs as independent units ({@link org.valen.experiments.runs.RunUnits}), the one
 * shape that local threads ({@link org.valen.experiments.runs.UnitRunner}), the slices of a batch
 * job array ({@link org.valen.experiments.runs.Shard}, {@link org.valen.experiments.runs.ShardRunner},
 * {@link org.valen.experiments.runs.ShardFile}, {@link org.valen.experiments.runs.ShardMerge}) and a
 * Spark cluster (module valen-spark) all execute, so that each gives the same {@code runs.csv}.
 */
package org.valen.experiments.runs;
