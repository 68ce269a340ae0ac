/**
 * The simulated data centre: {@link org.valen.runtime.sim.Simulation#run} plays a workload on a
 * platform under a policy, task by task on each core, integrating core power, and returns a
 * {@link org.valen.runtime.sim.SimulationResult} of {@link org.valen.runtime.sim.JobRecord}s and
 * {@link org.valen.runtime.sim.EnergySample}s. Actual times vary from profiled ones ({@link
 * org.valen.runtime.sim.Variability}); a {@link org.valen.runtime.sim.Trace} sees every task piece
 * and power change.
 */
package org.valen.runtime.sim;
