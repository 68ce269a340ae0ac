/**
 * Scheduling a DAG job on the cores of one node: the {@link org.valen.model.schedule.ScheduleDecoder}
 * (allocation + v/f levels + task order → response time and energy, by list scheduling), canonical
 * {@link org.valen.model.schedule.Allocations}, the constructive {@link
 * org.valen.model.schedule.EarliestFinishMapper}, and the classic list schedulers ({@link
 * org.valen.model.schedule.ListScheduler}: {@link org.valen.model.schedule.Heft HEFT} with insertion,
 * {@link org.valen.model.schedule.Cpop CPOP} and the event-driven {@link
 * org.valen.model.schedule.CpMisf CP/MISF}) on homogeneous or heterogeneous cores with communication
 * ({@link org.valen.model.schedule.SchedulingInstance}). Shared by the profiler (its decoder, its
 * seeds and its yardsticks) and by run-time policies, which find allocations without profiles; it
 * lives in the model so that the runtime needs no profiler (and no jMetal) on its class path.
 */
package org.valen.model.schedule;
