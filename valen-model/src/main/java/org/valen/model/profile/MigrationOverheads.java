package org.valen.model.profile;

import org.valen.model.Check;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;

/**
 * What it costs to reallocate a running job, computed in advance for each job as paper 001 says
 * ("for each job, such overheads are computed and stored in advance").
 *
 * @param intraNodeSeconds time to move the job to other cores of its node
 * @param intraNodeJoules energy of that move
 * @param interNodeSeconds time to move the job to another node (larger)
 * @param interNodeJoules energy of that move
 * @param levelSwitchSeconds time to set the new v/f levels of the cores
 * @param levelSwitchJoules energy of setting them
 */
public record MigrationOverheads(
    double intraNodeSeconds,
    double intraNodeJoules,
    double interNodeSeconds,
    double interNodeJoules,
    double levelSwitchSeconds,
    double levelSwitchJoules) {

  public MigrationOverheads {
    Check.nonNegative(intraNodeSeconds, "intraNodeSeconds");
    Check.nonNegative(intraNodeJoules, "intraNodeJoules");
    Check.nonNegative(interNodeSeconds, "interNodeSeconds");
    Check.nonNegative(interNodeJoules, "interNodeJoules");
    Check.nonNegative(levelSwitchSeconds, "levelSwitchSeconds");
    Check.nonNegative(levelSwitchJoules, "levelSwitchJoules");
  }

  /** No overhead at all. */
  public static final MigrationOverheads NONE = new MigrationOverheads(0, 0, 0, 0, 0, 0);

  /**
   * The overheads of a job that holds {@code usedCores} cores of {@code core}:
   *
   * <pre>
   *   intraNodeSeconds   = restart + migrationBytes / coreToCoreBytesPerSecond
   *   interNodeSeconds   = restart + migrationBytes / nodeToNodeBytesPerSecond
   *   levelSwitchSeconds = levelSwitch
   *   joules             = seconds × usedCores × busy power at the fastest level
   * </pre>
   *
   * (the job's cores are held, busy, while it moves). The profiler stores these in every profile
   * entry; the runtime charges them when it reallocates.
   */
  public static MigrationOverheads estimate(
      JobTemplate job, CoreType core, Interconnect link, int usedCores, OverheadParameters p) {
    double intra = p.restartSeconds() + link.coreToCoreSeconds(job.migrationBytes());
    double inter = p.restartSeconds() + link.nodeToNodeSeconds(job.migrationBytes());
    double watts = usedCores * core.busyPowerWatts(0);
    return new MigrationOverheads(intra, intra * watts, inter, inter * watts,
        p.levelSwitchSeconds(), p.levelSwitchSeconds() * watts);
  }
}
