package org.valen.model.schedule;

import java.util.List;

/**
 * A classic DAG list scheduler: a constructive rule that gives every task a core and a start time.
 * The profiler seeds its search with their schedules and is measured against them; run-time
 * policies may use them to find allocations without profiles.
 */
public interface ListScheduler {
  /** The three of this package: HEFT, CPOP and CP/MISF. */
  List<ListScheduler> CLASSIC = List.of(new Heft(), new Cpop(), new CpMisf());

  /** A short name for tables ({@code HEFT}, {@code CPOP}, {@code CP/MISF}). */
  String name();

  /** The schedule of the instance's job on its cores. */
  ListSchedule schedule(SchedulingInstance instance);
}
