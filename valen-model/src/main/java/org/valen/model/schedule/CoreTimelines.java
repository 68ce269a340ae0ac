package org.valen.model.schedule;

import java.util.ArrayList;
import java.util.List;

/**
 * The busy intervals of every core, for the insertion-based policy of HEFT and CPOP: a task may go
 * into the earliest idle gap of a core that is long enough and starts after its data are there,
 * not only after the core's last task (Topcuoglu et al. 2002, section 4.1).
 */
final class CoreTimelines {
  private final List<List<double[]>> busy = new ArrayList<>(); // per core, {start, end} by start

  CoreTimelines(int cores) {
    for (int c = 0; c < cores; c++) {
      busy.add(new ArrayList<>());
    }
  }

  /** The earliest start at or after {@code readySeconds} of a task of {@code seconds} on {@code core}. */
  double earliestStart(int core, double readySeconds, double seconds) {
    double candidate = readySeconds;
    for (double[] interval : busy.get(core)) {
      if (candidate + seconds <= interval[0]) {
        return candidate;
      }
      candidate = Math.max(candidate, interval[1]);
    }
    return candidate;
  }

  /** Marks {@code core} busy from {@code start} to {@code end}. */
  void occupy(int core, double start, double end) {
    List<double[]> intervals = busy.get(core);
    int at = 0;
    while (at < intervals.size() && intervals.get(at)[0] <= start) {
      at++;
    }
    intervals.add(at, new double[] {start, end});
  }
}
