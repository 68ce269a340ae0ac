package org.valen.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/** One Spark context in local mode for every test class (a JVM holds one): 2 threads, up to 4 attempts per task. */
final class TestSpark {
  private static JavaSparkContext context;

  private TestSpark() {}

  static synchronized JavaSparkContext context() {
    if (context == null) {
      context = new JavaSparkContext(new SparkConf().setMaster("local[2,4]").setAppName("valen-spark tests")
          .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1"));
      Runtime.getRuntime().addShutdownHook(new Thread(context::close));
    }
    return context;
  }
}
