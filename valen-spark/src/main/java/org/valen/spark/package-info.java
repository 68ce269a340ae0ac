/**
 * valen on Apache Spark: the application {@link org.valen.spark.ValenSpark} that {@code spark-submit}
 * runs. The driver checks the inputs, cuts the experiment into units (valen-experiments' {@code
 * RunUnits}), ships the inputs once per executor, runs the units as Spark tasks and writes the same
 * files as the local runner.
 */
package org.valen.spark;
