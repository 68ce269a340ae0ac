package org.valen.papers.crosspaper;

import java.util.List;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.SetupValues;
import org.valen.model.io.Bundled;
import org.valen.papers.paper000.Paper000TrialPreset;
import org.valen.papers.paper001.Paper001Preset;
import org.valen.papers.paper002.Paper002TrialPreset;
import org.valen.papers.paper004.Paper004TrialPreset;

/**
 * One bundled workload of the cross-paper table: a setup of a preset, run on its seed 1.
 *
 * @param id the column's name
 * @param title what it is, in a few words
 * @param ownPolicies the policies whose paper this workload is from (their combination with it is
 *     the paper's own; every other is new)
 * @param preset the preset its world comes from
 * @param setup the setup (platform, catalogue, length) of the preset
 */
public record CrossWorkload(String id, String title, List<String> ownPolicies, Preset preset, SetupValues setup) {

  /**
   * The bundled workloads: paper 001's month of DAG jobs on 3 × 10 Core M cores, paper 000's
   * trial 1 (100 one-core machines of 13 types, a day of independent tasks), and the imported real
   * task graphs (STG, WfCommons) as a month of DAG jobs on paper 001's platform; paper 002's
   * trial 1 (12 hours of bursty independent tasks with hard deadlines and execution-time pmfs); and
   * paper 004's trial 1 (10 h: 4 h of fill and 6 h more).
   */
  static List<CrossWorkload> all(List<String> paper000Policies) {
    Preset p001 = Paper001Preset.paper001();
    SetupValues month = p001.defaults();
    Preset p000 = new Paper000TrialPreset();
    Preset p002 = new Paper002TrialPreset();
    Preset p004 = new Paper004TrialPreset();
    return List.of(
        new CrossWorkload("paper001-month", "paper 001: a month of DAG jobs on 3 x 10 Core M cores",
            Paper001Preset.APPROACHES, p001, month),
        new CrossWorkload("paper000-trial", "paper 000: trial 1, a day of independent tasks on 100 machines of 13 types",
            paper000Policies, p000, p000.defaults()),
        new CrossWorkload("stg", "STG: a month of the five random 50-task graphs on 3 x 10 Core M cores", List.of(),
            p001, month.with("catalogue", Bundled.STG_CATALOGUE)),
        new CrossWorkload("wfcommons", "WfCommons: a month of montage and srasearch on 3 x 10 Core M cores", List.of(),
            p001, month.with("catalogue", Bundled.WFCOMMONS_CATALOGUE)),
        new CrossWorkload("paper002-trial", "paper 002: trial 1, 12 h of bursty tasks with deadlines and pmfs on 8"
            + " multicore nodes", org.valen.hc.paper002.Paper002Policies.NAMES, p002, p002.defaults()),
        new CrossWorkload("paper004-trial", "paper 004: trial 1, bursts of serial tasks on five clusters of about 800"
            + " cores (4 h of fill and 6 h)", org.valen.hc.paper004.heuristics.Paper004Heuristics.names(), p004,
            p004.defaults().with("days", "0.25")));
  }

  /** Whether {@code policy} on this workload is what its paper ran. */
  boolean isOwn(String policy) {
    return ownPolicies.contains(policy);
  }
}
