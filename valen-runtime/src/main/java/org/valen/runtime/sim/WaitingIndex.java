package org.valen.runtime.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;
import org.valen.runtime.policy.WaitingOrder;

/**
 * The waiting jobs in the orders of {@link WaitingOrder}, all of them or only those a core type can
 * run, each kept as a sorted set by (key, index) from the first time a policy asks for it and
 * updated as jobs come and go: a run whose policy never asks pays nothing. Arrival order over all
 * jobs is the {@link WaitingList} itself.
 */
final class WaitingIndex {
  /** A sorted set of waiting jobs: all of them ({@code coreType} −1) or those core type {@code coreType} can run. */
  private record Index(WaitingOrder order, int coreType, TreeSet<JobRun> jobs) {
    boolean holds(JobRun job) {
      return coreType < 0 || job.runsOn(coreType);
    }
  }

  private final WaitingList list;
  private final List<Index> indexes = new ArrayList<>();
  /** Changes of any index, so that a walk may keep its iterator while nothing changes. */
  private long version;

  WaitingIndex(WaitingList list) {
    this.list = list;
  }

  /** A job joined the waiting list (arrived, or waits again). */
  void added(JobRun job) {
    for (int i = 0; i < indexes.size(); i++) {
      Index index = indexes.get(i);
      if (index.holds(job)) {
        index.jobs.add(job);
        version++;
      }
    }
  }

  /** A job left the waiting list. */
  void removed(JobRun job) {
    for (int i = 0; i < indexes.size(); i++) {
      version += indexes.get(i).jobs.remove(job) ? 1 : 0;
    }
  }

  /** The first waiting job in {@code order} (that {@code coreType} can run, if it is >= 0), or null. */
  JobRun first(WaitingOrder order, int coreType) {
    if (order == WaitingOrder.ARRIVAL && coreType < 0) {
      return list.firstAfter(-1);
    }
    TreeSet<JobRun> set = set(order, coreType);
    return set.isEmpty() ? null : set.first();
  }

  /** A walk of the waiting jobs in {@code order} (that {@code coreType} can run, if it is >= 0). */
  Iterator<JobRun> walk(WaitingOrder order, int coreType) {
    return new Iterator<>() {
      private JobRun next = first(order, coreType);
      private Iterator<JobRun> kept;
      private long keptAt = -1;

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public JobRun next() {
        if (next == null) {
          throw new java.util.NoSuchElementException();
        }
        JobRun current = next;
        if (order == WaitingOrder.ARRIVAL && coreType < 0) {
          next = list.firstAfter(current.index());
          return current;
        }
        if (keptAt != version) { // the set changed (or this is the first step): go on from where we are
          kept = set(order, coreType).tailSet(current, false).iterator();
          keptAt = version;
        }
        next = kept.hasNext() ? kept.next() : null;
        return current;
      }
    };
  }

  private TreeSet<JobRun> set(WaitingOrder order, int coreType) {
    for (int i = 0; i < indexes.size(); i++) {
      Index index = indexes.get(i);
      if (index.order == order && index.coreType == coreType) {
        return index.jobs;
      }
    }
    Index index = new Index(order, coreType, new TreeSet<>(comparator(order)));
    for (JobRun j = list.firstAfter(-1); j != null; j = list.firstAfter(j.index())) {
      if (index.holds(j)) {
        index.jobs.add(j);
      }
    }
    indexes.add(index);
    version++;
    return index.jobs;
  }

  private static Comparator<JobRun> comparator(WaitingOrder order) {
    return switch (order) {
      case ARRIVAL -> (a, b) -> Integer.compare(a.index(), b.index());
      case DEADLINE -> (a, b) -> a.deadline != b.deadline ? Double.compare(a.deadline, b.deadline) : Integer.compare(a.index(), b.index());
      case EXPIRY -> (a, b) -> a.expiry != b.expiry ? Double.compare(a.expiry, b.expiry) : Integer.compare(a.index(), b.index());
      case VALUE -> (a, b) -> a.maxValue != b.maxValue ? Double.compare(b.maxValue, a.maxValue) : Integer.compare(a.index(), b.index());
    };
  }
}
