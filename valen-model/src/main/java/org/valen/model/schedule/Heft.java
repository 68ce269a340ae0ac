package org.valen.model.schedule;

/**
 * HEFT, Heterogeneous Earliest Finish Time (Topcuoglu, Hariri and Wu, "Performance-effective and
 * low-complexity task scheduling for heterogeneous computing", IEEE TPDS 13(3), 2002, section 4.1,
 * Fig. 3):
 *
 * <ol>
 *   <li>compute the upward rank rank_u of every task (Eq. 5) with its mean time over the cores and
 *       the mean time of its edges;
 *   <li>take the tasks by non-increasing rank_u;
 *   <li>give each the core that minimizes its earliest finish time (Eq. 3–4), with the
 *       insertion-based policy: the task may go into an idle gap between two tasks already on the
 *       core if its data are there and the gap is long enough.
 * </ol>
 *
 * The paper leaves ties open: equal ranks go in the smaller task index (kept topological: a task
 * of no time never passes its successor), equal finish times to the lower core.
 */
public final class Heft implements ListScheduler {

  @Override
  public String name() {
    return "HEFT";
  }

  @Override
  public ListSchedule schedule(SchedulingInstance instance) {
    PartialSchedule schedule = new PartialSchedule(instance);
    for (int task : TaskRanks.byDecreasing(instance.job(), instance.upwardRanks())) {
      schedule.place(task, schedule.earliestFinishCore(task));
    }
    return schedule.result();
  }
}
