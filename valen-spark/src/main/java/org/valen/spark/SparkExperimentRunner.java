package org.valen.spark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.valen.experiments.RunUnits;
import scala.Tuple2;

/**
 * Runs an experiment's units on a Spark cluster: stage after stage, one Spark job per stage whose
 * tasks run units on the executors; the driver collects each unit's lines by unit number and, at
 * the end, finishes with the same code as the local runner ({@link RunUnits#finish}). Inputs travel
 * once per executor (a broadcast of {@link ShippedExperiment}); so do the lines of earlier stages.
 * A task that Spark retries runs its units again and gives the same lines.
 */
final class SparkExperimentRunner {
  private SparkExperimentRunner() {}

  /**
   * Runs every unit and writes the outputs into {@code folder}.
   *
   * @param driverUnits the units as made on the driver (for their count and to finish)
   * @param partitions Spark partitions per stage (at most the stage's units)
   * @param failFirstAttemptOf a unit whose first attempt fails on purpose (tests of retries), or -1
   */
  static int run(JavaSparkContext spark, ShippedExperiment shipped, RunUnits driverUnits, int partitions,
      int failFirstAttemptOf, Path folder, String command) {
    Broadcast<ShippedExperiment> inputs = spark.broadcast(shipped);
    List<String> lines = new ArrayList<>();
    for (int stage = 0; stage < driverUnits.stages(); stage++) {
      int units = driverUnits.units(stage);
      if (units == 0) {
        continue;
      }
      Broadcast<List<String>> earlier = spark.broadcast(List.copyOf(lines));
      int s = stage;
      List<Tuple2<Integer, ArrayList<String>>> done = spark
          .parallelize(IntStream.range(0, units).boxed().toList(), Math.max(1, Math.min(partitions, units)))
          .map(unit -> {
            if (unit == failFirstAttemptOf && TaskContext.get().attemptNumber() == 0) {
              throw new IllegalStateException("unit " + unit + " fails on its first attempt, on purpose");
            }
            return new Tuple2<>(unit, new ArrayList<>(ExecutorUnits.of(inputs.value()).run(s, unit, earlier.value())));
          })
          .collect();
      List<Tuple2<Integer, ArrayList<String>>> ordered = new ArrayList<>(done);
      ordered.sort((a, b) -> Integer.compare(a._1(), b._1()));
      ordered.forEach(t -> lines.addAll(t._2()));
      earlier.destroy();
    }
    driverUnits.finish(lines, folder, command);
    inputs.destroy();
    return lines.size();
  }
}
