package org.valen.experiments;

import java.util.List;

/**
 * One run of an experiment: one row of the tidy {@code runs.csv}.
 *
 * @param experiment experiment id
 * @param parameter the swept parameter's id
 * @param x its value in this run
 * @param policy policy name
 * @param seed workload and variability seed
 * @param jobs arrivals
 * @param totalValue value earned
 * @param valueUpperBound value if every job finished at its full value
 * @param jobEnergyJoules energy charged to jobs
 * @param idleEnergyJoules energy of unheld cores
 * @param valuePerJoule value ÷ job energy
 * @param rejectedPercent share counted as rejected (paper 001, Table II)
 * @param migrations reallocations
 * @param valueLostToLateness what completed jobs lost by finishing after their deadline
 * @param valueLostToRejection the full value of the jobs counted as rejected
 * @param lateValueLostToQueueing the part of the late loss due to waiting (see {@code ValueCeiling})
 * @param joulesPerWorkSecond job energy per second of reference work of the finished jobs (NaN if none)
 * @param levelTimeShares share of task time at each v/f level, fastest first
 */
public record RunRow(
    String experiment,
    String parameter,
    double x,
    String policy,
    long seed,
    int jobs,
    double totalValue,
    double valueUpperBound,
    double jobEnergyJoules,
    double idleEnergyJoules,
    double valuePerJoule,
    double rejectedPercent,
    int migrations,
    double valueLostToLateness,
    double valueLostToRejection,
    double lateValueLostToQueueing,
    double joulesPerWorkSecond,
    List<Double> levelTimeShares) {

  public RunRow {
    levelTimeShares = List.copyOf(levelTimeShares);
  }
}
