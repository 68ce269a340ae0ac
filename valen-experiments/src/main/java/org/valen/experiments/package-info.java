/**
 * An experiment and its runs: {@link org.valen.experiments.Experiment} (a named figure or a user's
 * scenario), its runs cut into {@link org.valen.experiments.RunUnits} that local threads ({@link
 * org.valen.experiments.UnitRunner}), shards and Spark executors run with the same {@code runs.csv},
 * and the options a command line gives it. The pipeline every scenario goes through is in the
 * subpackages, bottom up: {@code table} ({@code runs.csv}), {@code preset}, {@code scenario},
 * {@code summary}, {@code plot}, {@code report}, {@code run}, {@code catalog}, {@code runs} (shards).
 */
package org.valen.experiments;
