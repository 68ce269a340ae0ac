package org.valen.runtime.sim;

/**
 * The outcome of one arrival: one row of the per-job CSV (as Batsim's {@code jobs.csv}).
 *
 * @param id arrival id
 * @param templateId the job template
 * @param arrivalSeconds when it arrived
 * @param startSeconds when it first got cores; NaN if never
 * @param finishSeconds when its last task finished; NaN if never
 * @param node name of the node it finished on; empty if never started
 * @param cores cores of its last plan; 0 if never started
 * @param migrations how many times it was reallocated
 * @param preemptions how many times it was preempted
 * @param value value earned
 * @param energyJoules energy charged to the job: dynamic + static of its cores while held +
 *     overheads (paper 001, Eq. 1–2)
 * @param status how it left
 * @param maxValue the most its value curve gives (completed by its deadline)
 * @param deadlineSeconds its deadline, after its arrival: the end of full value
 * @param workSeconds its reference work (sum of its tasks' reference times), the unit of "work
 *     done" in energy per work
 */
public record JobRecord(
    String id,
    String templateId,
    double arrivalSeconds,
    double startSeconds,
    double finishSeconds,
    String node,
    int cores,
    int migrations,
    int preemptions,
    double value,
    double energyJoules,
    JobStatus status,
    double maxValue,
    double deadlineSeconds,
    double workSeconds) {

  /** This record with another value and energy (a job caught running at the stop time). */
  public JobRecord withValueAndEnergy(double newValue, double newEnergyJoules) {
    return new JobRecord(id, templateId, arrivalSeconds, startSeconds, finishSeconds, node, cores, migrations,
        preemptions, newValue, newEnergyJoules, status, maxValue, deadlineSeconds, workSeconds);
  }
}
