/**
 * Paper 001's design-time profiler (section IV-A): for a job template and each core budget, the
 * Pareto front of (response time, energy) over task-to-core allocations with per-core v/f levels,
 * and the minimum response time × energy point, found by NSGA-II ({@link
 * org.valen.profiler.TemplateProfiler}, {@link org.valen.profiler.ProfilerSettings}). The search
 * is in {@code search}, the exact minimum-time step (CP-SAT) in {@code exact}, the exhaustive
 * yardstick in {@code oracle}, whole catalogues and profile
 * files in {@code store}.
 */
package org.valen.profiler;
