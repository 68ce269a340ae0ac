package org.valen.model.io;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Files shipped inside valen, named {@code bundled:NAME} wherever a file is expected. Their
 * sources are described in the model module's README.
 */
public final class Bundled {
  /** Paper 001's platform: 3 nodes × 10 cores with the 6 v/f levels of an Intel Core M. */
  public static final String PAPER001_PLATFORM = "bundled:paper001-platform.json";
  /** A platform from measured per-OPP power of the RK3399's Cortex-A72 cores. */
  public static final String RK3399_PLATFORM = "bundled:rk3399-platform.json";
  /** Paper 001's example catalogue of DAG jobs of 5–10 tasks. */
  public static final String PAPER001_CATALOGUE = "bundled:paper001-catalogue.json";
  /** A month of arrivals of the paper 001 catalogue, load 1.0 of 3 × 10 cores, seed 1. */
  public static final String PAPER001_WORKLOAD = "bundled:paper001-workload.json";

  /** The five random 50-task graphs of the Standard Task Graph Set, imported ({@code SOURCES.md} beside it). */
  public static final String STG_CATALOGUE = "bundled:stg-rand-catalogue.json";
  /** Two real WfCommons workflow executions (montage, srasearch), imported ({@code SOURCES.md} beside it). */
  public static final String WFCOMMONS_CATALOGUE = "bundled:wfcommons-catalogue.json";

  /**
   * The first month (October 1993) of the NASA Ames iPSC/860 log of the Parallel Workloads Archive,
   * imported ({@code SOURCES.md} beside it): 5,887 jobs as 138 templates, one core per 8 processors.
   */
  public static final String NASA_IPSC_CATALOGUE = "bundled:nasa-ipsc-month-catalogue.json";
  /** The arrivals of that month; its catalogue is {@link #NASA_IPSC_CATALOGUE}. */
  public static final String NASA_IPSC_WORKLOAD = "bundled:nasa-ipsc-month-workload.json";

  private Bundled() {}

  /** Every bundled reference: the model's, then those other modules on the class path ship ({@link BundledFiles}). */
  public static List<String> names() {
    List<String> names = new ArrayList<>(List.of(PAPER001_PLATFORM, RK3399_PLATFORM, PAPER001_CATALOGUE,
        PAPER001_WORKLOAD, STG_CATALOGUE, WFCOMMONS_CATALOGUE, NASA_IPSC_CATALOGUE, NASA_IPSC_WORKLOAD));
    ServiceLoader.load(BundledFiles.class).forEach(files -> names.addAll(files.names()));
    return List.copyOf(names);
  }
}
