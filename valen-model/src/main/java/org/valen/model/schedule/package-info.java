/**
 * Scheduling a DAG job on identical cores: the {@link org.valen.model.schedule.ScheduleDecoder}
 * (allocation + v/f levels → response time and energy, by list scheduling), canonical {@link
 * org.valen.model.schedule.Allocations}, and the constructive {@link
 * org.valen.model.schedule.EarliestFinishMapper}. Shared by the profiler and by the run-time
 * baselines, which find allocations without profiles; it lives in the model so that the runtime
 * needs no profiler (and no jMetal) on its class path.
 */
package org.valen.model.schedule;
