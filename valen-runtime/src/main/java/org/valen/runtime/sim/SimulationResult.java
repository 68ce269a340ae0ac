package org.valen.runtime.sim;

import java.util.List;
import org.valen.model.energy.EnergyKind;

/**
 * What one run produced: a record per arrival (in arrival order), the energy time series, and the
 * summary figures of paper 001's evaluation.
 *
 * @param policy name of the policy
 * @param jobs one record per arrival
 * @param energy cumulative energy samples; the last is at the end of the run ({@link #endSeconds()})
 * @param seed seed of the run's variability
 * @param valueUpperBound value if every job finished at its full value
 * @param decisionTiming wall-clock time the policy took to decide (not deterministic; never
 *     written to result files)
 * @param levelTaskSeconds task time at each v/f level (0 = fastest; level indexes of every core
 *     type added up), counting the pieces of tasks that ended (not those caught running at a stop time)
 */
public record SimulationResult(
    String policy, List<JobRecord> jobs, List<EnergySample> energy, long seed, double valueUpperBound,
    DecisionTiming decisionTiming, double[] levelTaskSeconds) {

  public SimulationResult {
    jobs = List.copyOf(jobs);
    energy = List.copyOf(energy);
    levelTaskSeconds = levelTaskSeconds.clone();
  }

  @Override
  public double[] levelTaskSeconds() {
    return levelTaskSeconds.clone();
  }

  /** P-state residency: the share of task time at each v/f level (0 = fastest); zeros if no task ran. */
  public double[] levelShares() {
    double total = 0;
    for (double s : levelTaskSeconds) {
      total += s;
    }
    double[] shares = new double[levelTaskSeconds.length];
    for (int k = 0; k < shares.length && total > 0; k++) {
      shares[k] = levelTaskSeconds[k] / total;
    }
    return shares;
  }

  /** The value ceiling and where this run's value went short of it: see {@link ValueCeiling}. */
  public ValueCeiling ceiling() {
    return ValueCeiling.of(jobs);
  }

  /** Reference work of the jobs that finished (their tasks' reference seconds), the "work done". */
  public double finishedWorkSeconds() {
    return jobs.stream().filter(j -> j.status().earnsValue()).mapToDouble(JobRecord::workSeconds).sum();
  }

  /**
   * Job energy per second of reference work of the finished jobs: what a unit of completed work
   * cost, which total energy hides when policies complete different amounts; NaN if none finished.
   */
  public double joulesPerWorkSecond() {
    double work = finishedWorkSeconds();
    return work > 0 ? jobEnergyJoules() / work : Double.NaN;
  }

  /** Sum of the values earned. */
  public double totalValue() {
    return jobs.stream().mapToDouble(JobRecord::value).sum();
  }

  /** Energy charged to jobs (001 Eq. 1–2 plus overheads): the energy of value/energy. */
  public double jobEnergyJoules() {
    return jobs.stream().mapToDouble(JobRecord::energyJoules).sum();
  }

  /** Energy of cores that no job held, reported apart. */
  public double idleEnergyJoules() {
    return last().joules(EnergyKind.IDLE);
  }

  /** Everything the platform used, idle cores included. */
  public double totalEnergyJoules() {
    return last().totalJoules();
  }

  /** Paper 001's figure of merit: value per joule of job energy. */
  public double valuePerJoule() {
    double energy = jobEnergyJoules();
    return energy == 0 ? 0 : totalValue() / energy;
  }

  /** Share of arrivals paper 001 counts as rejected (Table II), in percent. */
  public double rejectedPercent() {
    if (jobs.isEmpty()) {
      return 0;
    }
    return 100.0 * jobs.stream().filter(j -> j.status().countsAsRejected()).count() / jobs.size();
  }

  /** Number of arrivals with {@code status}. */
  public long count(JobStatus status) {
    return jobs.stream().filter(j -> j.status() == status).count();
  }

  /**
   * When the run ended: the stop time if it had one, else when its last job finished or was
   * rejected; the energy counts up to then, with no idle tail after it.
   */
  public double endSeconds() {
    return last().seconds();
  }

  private EnergySample last() {
    return energy.get(energy.size() - 1);
  }
}
