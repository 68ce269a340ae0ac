package org.valen.runtime.sim;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeSet;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The waiting jobs in the orders of {@link WaitingOrder} other than arrival, each kept as a sorted
 * set by (key, index) from the first time a policy asks for it, and updated as jobs come and go:
 * a run whose policy never asks pays nothing. Arrival order is the {@link WaitingList} itself.
 */
final class WaitingIndex {
  private final WaitingList list;
  private final Map<WaitingOrder, TreeSet<JobRun>> sets = new EnumMap<>(WaitingOrder.class);

  WaitingIndex(WaitingList list) {
    this.list = list;
  }

  /** A job joined the waiting list (arrived, or waits again). */
  void added(JobRun job) {
    if (sets.isEmpty()) {
      return;
    }
    for (TreeSet<JobRun> set : sets.values()) {
      set.add(job);
    }
  }

  /** A job left the waiting list. */
  void removed(JobRun job) {
    if (sets.isEmpty()) {
      return;
    }
    for (TreeSet<JobRun> set : sets.values()) {
      set.remove(job);
    }
  }

  /** The first waiting job in {@code order}, or null. */
  JobRun first(WaitingOrder order) {
    if (order == WaitingOrder.ARRIVAL) {
      return list.firstAfter(-1);
    }
    TreeSet<JobRun> set = set(order);
    return set.isEmpty() ? null : set.first();
  }

  /** The waiting job after {@code job} in {@code order} (whether {@code job} still waits or not), or null. */
  JobRun after(JobRun job, WaitingOrder order) {
    if (order == WaitingOrder.ARRIVAL) {
      return list.firstAfter(job.index());
    }
    return set(order).higher(job);
  }

  private TreeSet<JobRun> set(WaitingOrder order) {
    TreeSet<JobRun> set = sets.get(order);
    if (set == null) {
      set = new TreeSet<>(comparator(order));
      for (JobRun j = list.firstAfter(-1); j != null; j = list.firstAfter(j.index())) {
        set.add(j);
      }
      sets.put(order, set);
    }
    return set;
  }

  private static Comparator<JobRun> comparator(WaitingOrder order) {
    Comparator<JobRun> byKey = switch (order) {
      case DEADLINE -> Comparator.comparingDouble(j -> j.deadline);
      case EXPIRY -> Comparator.comparingDouble(j -> j.expiry);
      case VALUE -> Comparator.comparingDouble(j -> -j.maxValue);
      case ARRIVAL -> (a, b) -> 0;
    };
    return byKey.thenComparingInt(JobRun::index);
  }
}
