package org.valen.spark;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code valen-spark profile}: {@code valen profile} with the searches on Spark's executors. */
@Command(name = "profile", mixinStandardHelpOptions = true,
    description = "Profile a catalogue with its searches spread over a Spark cluster's executors.")
final class SparkProfileCommand implements Callable<Integer> {
  @Override
  public Integer call() {
    throw new UnsupportedOperationException("profiling on Spark comes with the profiler's next version");
  }
}
