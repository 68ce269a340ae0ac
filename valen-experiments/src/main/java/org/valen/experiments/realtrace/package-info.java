/**
 * A real job trace as an experiment: {@link org.valen.experiments.realtrace.TracePreset} (setup
 * preset {@code nasa-ipsc}: the bundled first month of the NASA Ames iPSC/860 log of the Parallel
 * Workloads Archive, imported by {@code valen import swf}, on paper 001's Intel Core M nodes) and
 * {@link org.valen.experiments.realtrace.RealTraceExperiment} ({@code valen experiment
 * real-trace}: paper 001's four approaches on it at the trace's own arrival rate and faster), with
 * {@link org.valen.experiments.realtrace.WorkloadTraits}, what sets the trace apart from a
 * generated workload of the same jobs, computed for the report.
 */
package org.valen.experiments.realtrace;
