package org.valen.experiments.crosspaper;

import java.util.List;
import org.valen.experiments.Setup;
import org.valen.experiments.preset.SetupPresets;
import org.valen.model.io.Bundled;

/**
 * One bundled workload of the cross-paper table: a setup of a preset, run on its seed 1.
 *
 * @param id the column's name
 * @param title what it is, in a few words
 * @param ownPolicies the policies whose paper this workload is from (their combination with it is
 *     the paper's own; every other is new)
 * @param setup the setup (preset, platform, catalogue, length) its world comes from
 */
public record CrossWorkload(String id, String title, List<String> ownPolicies, Setup setup) {

  /** Paper 001's four approaches. */
  static final List<String> PAPER001 = List.of("ValOpt", "ValEnSepOpt", "ValEnJoinOpt", "ValEnAdaptOpt");

  /**
   * The bundled workloads: paper 001's month of DAG jobs on 3 × 10 Core M cores, paper 000's
   * trial 1 (100 one-core machines of 13 types, a day of independent tasks), and the imported real
   * task graphs (STG, WfCommons) as a month of DAG jobs on paper 001's platform; and paper 002's
   * trial 1 (12 hours of bursty independent tasks with hard deadlines and execution-time pmfs).
   */
  static List<CrossWorkload> all(List<String> paper000Policies) {
    Setup month = Setup.paper001();
    return List.of(
        new CrossWorkload("paper001-month", "paper 001: a month of DAG jobs on 3 x 10 Core M cores", PAPER001, month),
        new CrossWorkload("paper000-trial", "paper 000: trial 1, a day of independent tasks on 100 machines of 13 types",
            paper000Policies, SetupPresets.PAPER000.defaults()),
        new CrossWorkload("stg", "STG: a month of the five random 50-task graphs on 3 x 10 Core M cores", List.of(),
            month.withCatalogue(Bundled.STG_CATALOGUE)),
        new CrossWorkload("wfcommons", "WfCommons: a month of montage and srasearch on 3 x 10 Core M cores", List.of(),
            month.withCatalogue(Bundled.WFCOMMONS_CATALOGUE)),
        new CrossWorkload("paper002-trial", "paper 002: trial 1, 12 h of bursty tasks with deadlines and pmfs on 8"
            + " multicore nodes", org.valen.hc.paper002.Paper002Policies.NAMES, SetupPresets.PAPER002.defaults()));
  }

  /** Whether {@code policy} on this workload is what its paper ran. */
  boolean isOwn(String policy) {
    return ownPolicies.contains(policy);
  }
}
