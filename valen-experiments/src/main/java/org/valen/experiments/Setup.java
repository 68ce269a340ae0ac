package org.valen.experiments;

import org.valen.experiments.preset.SetupPreset;
import org.valen.experiments.preset.SetupPresets;
import org.valen.model.Check;

/**
 * The fixed part of an experiment: what every run shares before the swept parameter is applied.
 *
 * <p>Which fields a run uses depends on the preset ({@link SetupPreset}): paper 001's and the
 * RK3399's use them all; paper 000's trials use {@code days} and {@code load} only.
 *
 * @param platformPreset the name of a {@link SetupPreset} ({@link SetupPresets#names()})
 * @param nodes nodes of the platform
 * @param coresPerNode cores of every node
 * @param catalogue catalogue file or {@code bundled:NAME}
 * @param days length of each generated workload (paper 000: of the measured day, after the warm-up)
 * @param load offered work ÷ the capacity of {@code referenceCores} cores (paper 000: the arrival
 *     rate ÷ the paper's, about 32,000 tasks a day)
 * @param referenceCores the capacity the load refers to; fixed, so that every platform of a sweep
 *     meets the same arrivals (as the paper's one month of jobs)
 * @param checkpointMinutes the checkpoint interval, given as {@code checkpointSeconds} to every policy that
 *     takes that option (ValEnAdaptOpt)
 * @param jobCv coefficient of variation of actual times, per job (see {@code LogNormalVariability})
 * @param taskCv coefficient of variation of actual times, per task
 */
public record Setup(
    String platformPreset,
    int nodes,
    int coresPerNode,
    String catalogue,
    double days,
    double load,
    int referenceCores,
    double checkpointMinutes,
    double jobCv,
    double taskCv) {

  public Setup {
    Check.id(platformPreset, "platformPreset");
    if (SetupPresets.named(platformPreset).isEmpty()) {
      throw new IllegalArgumentException("unknown platform preset '" + platformPreset + "'; known: "
          + String.join(", ", SetupPresets.names()));
    }
    Check.atLeast(nodes, 1, "nodes");
    Check.atLeast(coresPerNode, 1, "coresPerNode");
    Check.id(catalogue, "catalogue");
    Check.positive(days, "days");
    Check.positive(load, "load");
    Check.atLeast(referenceCores, 1, "referenceCores");
    Check.positive(checkpointMinutes, "checkpointMinutes");
    Check.nonNegative(jobCv, "jobCv");
    Check.nonNegative(taskCv, "taskCv");
  }

  /**
   * Paper 001's setting: Intel Core M nodes of 10 cores, the bundled catalogue, a month of
   * arrivals at load 1.0 of the 3 × 10-core platform (the platform of Fig. 5), checkpoints every 5
   * minutes, the runtime's default variability of actual times. The load is our calibration: it
   * puts the rejection rates of Table II's 2–6 nodes in the paper's range; the paper does not give
   * its arrival rate.
   */
  public static Setup paper001() {
    return new Setup("paper001", 3, 10, "bundled:paper001-catalogue.json", 30, 1.0, 30, 5, 0.2, 0.1);
  }

  /** The preset this setup is of. */
  public SetupPreset preset() {
    return SetupPresets.named(platformPreset).orElseThrow();
  }

  /** This setup with the swept parameter at {@code x}. */
  public Setup with(SweepParameter parameter, double x) {
    return switch (parameter) {
      case NODES -> new Setup(platformPreset, (int) x, coresPerNode, catalogue, days, load, referenceCores,
          checkpointMinutes, jobCv, taskCv);
      case CORES_PER_NODE -> new Setup(platformPreset, nodes, (int) x, catalogue, days, load, referenceCores,
          checkpointMinutes, jobCv, taskCv);
      case CHECKPOINT_MINUTES -> new Setup(platformPreset, nodes, coresPerNode, catalogue, days, load, referenceCores,
          x, jobCv, taskCv);
      case LOAD -> new Setup(platformPreset, nodes, coresPerNode, catalogue, days, x, referenceCores,
          checkpointMinutes, jobCv, taskCv);
      case JOB_VARIABILITY -> new Setup(platformPreset, nodes, coresPerNode, catalogue, days, load, referenceCores,
          checkpointMinutes, x, taskCv);
    };
  }

  /** A shorter month, for tests and quick looks. */
  public Setup withDays(double newDays) {
    return new Setup(platformPreset, nodes, coresPerNode, catalogue, newDays, load, referenceCores,
        checkpointMinutes, jobCv, taskCv);
  }

  /** The same setup on another catalogue (a file or {@code bundled:NAME}). */
  public Setup withCatalogue(String newCatalogue) {
    return new Setup(platformPreset, nodes, coresPerNode, newCatalogue, days, load, referenceCores,
        checkpointMinutes, jobCv, taskCv);
  }

  /** The variability of actual execution times of this setup. */
  public org.valen.runtime.sim.Variability variability() {
    return new org.valen.runtime.sim.LogNormalVariability(jobCv, taskCv);
  }
}
