package org.valen.spark;

import org.apache.spark.SparkConf;

/** The Spark configuration both commands start from. */
final class SparkSession {
  private SparkSession() {}

  /**
   * A configuration named {@code appName}; {@code master} if given, else the one {@code spark-submit}
   * set; refused if neither.
   */
  static SparkConf conf(String appName, String master) {
    SparkConf conf = new SparkConf().setAppName(appName);
    if (master != null) {
      conf.setMaster(master);
    }
    if (!conf.contains("spark.master")) {
      throw new IllegalArgumentException("no Spark master: submit with spark-submit --master URL, or give --master"
          + " (e.g. --master local[2])");
    }
    return conf;
  }
}
