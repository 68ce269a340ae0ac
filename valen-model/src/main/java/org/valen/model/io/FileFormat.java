package org.valen.model.io;

import java.util.Arrays;
import java.util.Optional;

/**
 * The file formats of valen. Every file starts with {@code "format"} (one of these names) and
 * {@code "version"}; a reader refuses a different format or a version it does not know.
 */
public enum FileFormat {
  PLATFORM("valen.platform", 1),
  CATALOGUE("valen.catalogue", 1),
  WORKLOAD("valen.workload", 1),
  /**
   * Version 3 gives every allocation its task order, version 2 a section per core type; files of
   * older versions are made again by the profiler.
   */
  PROFILE("valen.profile", 3, "make profiles again with: " + org.valen.model.profile.Profile.REGENERATE),
  /**
   * An experiment definition (read by the experiments module). Version 2 names the preset {@code
   * preset} and the swept parameter by its setup field, and adds plots and findings; version 1
   * files are still read.
   */
  SCENARIO("valen.scenario", 2, 1, ""),
  /** A bag of tasks with its price and costs (paper 003; read by the profit module). */
  BAG("valen.bag", 1),
  /** One slice of an experiment's runs, written by {@code valen experiment --shard} (read by the experiments module). */
  SHARD("valen.shard", 1);

  private final String formatName;
  private final int version;
  private final int oldestVersion;
  private final String remedy;

  FileFormat(String formatName, int version) {
    this(formatName, version, version, "");
  }

  FileFormat(String formatName, int version, String remedy) {
    this(formatName, version, version, remedy);
  }

  FileFormat(String formatName, int version, int oldestVersion, String remedy) {
    this.formatName = formatName;
    this.version = version;
    this.oldestVersion = oldestVersion;
    this.remedy = remedy;
  }

  /** The value of the {@code "format"} field. */
  public String formatName() {
    return formatName;
  }

  /** The version this build writes: the newest it reads. */
  public int version() {
    return version;
  }

  /** The oldest version this build still reads. */
  public int oldestVersion() {
    return oldestVersion;
  }

  /** What to do with a file of another version, for messages; empty if nothing but editing it. */
  public String remedy() {
    return remedy;
  }

  /** The format with this name. */
  public static Optional<FileFormat> named(String name) {
    return Arrays.stream(values()).filter(f -> f.formatName.equals(name)).findFirst();
  }

  /** All names, for messages. */
  public static String allNames() {
    return Arrays.toString(Arrays.stream(values()).map(FileFormat::formatName).toArray());
  }
}
