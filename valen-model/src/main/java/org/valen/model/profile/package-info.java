/**
 * Design-time profiles (paper 001, Fig. 4): for a job template, on each core type that can run
 * it ({@link org.valen.model.profile.CoreTypeProfile}), and each core budget, the Pareto front of
 * allocations with v/f levels and the minimum response-time × energy point. One {@link
 * org.valen.model.profile.Profile} per template holds them all. The profiler writes them; the
 * runtime reads them without needing the profiler.
 */
package org.valen.model.profile;
