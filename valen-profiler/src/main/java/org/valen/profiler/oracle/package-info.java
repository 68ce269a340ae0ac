/**
 * The {@link org.valen.profiler.oracle.ExhaustiveOracle}: the exact Pareto front and minimum
 * response time × energy allocation of small jobs (up to 7 tasks), by enumerating the profiler's
 * whole decision space once per core symmetry class. Tests and benchmarks hold the NSGA-II
 * against it.
 */
package org.valen.profiler.oracle;
