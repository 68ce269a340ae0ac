/**
 * A real job trace as an experiment: {@link org.valen.papers.realtrace.TracePreset} (preset {@code
 * nasa-ipsc}: the bundled first month of the NASA Ames iPSC/860 log of the Parallel Workloads
 * Archive, imported by {@code valen import swf}, on paper 001's Intel Core M nodes), the scenario
 * {@code real-trace} (paper 001's four approaches on it at the trace's own arrival rate and faster)
 * and its report sections: {@link org.valen.papers.realtrace.WorkloadTraits}, what sets the trace
 * apart from a generated workload of the same jobs.
 */
package org.valen.papers.realtrace;
