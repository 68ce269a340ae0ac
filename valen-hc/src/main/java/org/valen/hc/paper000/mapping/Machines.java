package org.valen.hc.paper000.mapping;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;

/**
 * What the policy knows of each machine between mapping events: its executing task and the tasks
 * it handed to the machine's queue in the kernel. A machine's state can only change when a task on
 * it ends, so an event looks only at the machines where one has: those whose executing task was
 * expected to end by now (paper 000's times are the ETC, so that is when they end), and those the
 * kernel reported a finished task of ({@link #finished}: under the kernel's execution-time
 * variability, a task that ends early); a task that runs late has its machine looked at in every
 * event until it ends. An event reads the kernel's job states of those machines, in index order, to
 * see what happened. From the states: each machine's availability time (paper 000, section III-C:
 * when its last unmovable task completes, or now) and the energy its unmovable tasks will still
 * use.
 *
 * <p>Machines are also kept, per machine type, in heaps by availability (an idle machine first,
 * ties by index), which a mapping round moves as it assigns and puts back when it ends. A machine
 * whose task runs late, with nothing pending, is available now, as an idle one: it ranks with them
 * by index.
 */
final class Machines {
  /** A task handed to a machine's queue in the kernel, with its allocation choice. */
  record Queued(JobView job, int cell) {}

  final int count;
  private final ChoiceTable table;
  private final boolean queuedEnvironment;
  private final JobView[] executing;
  private final double[] executingEec;
  private final double[] executingEtc;
  /** Expected end of the executing task; −∞ if none. */
  final double[] executingEnd;
  private final ArrayDeque<Queued>[] queue;
  /** Tasks in each machine's kernel queue (what {@link #queue} holds), side by side for quick scans. */
  private final int[] queuedCount;
  private final double[] pendingEec;
  private final double[] pendingEtc;
  /** End of the last unmovable task, or −∞ for a machine with nothing to do. */
  final double[] busyUntil;
  /** Per machine type, its machines by busyUntil then index. */
  final SlotHeap[] byReadyTime;
  /** Busy machines by the time their executing task is expected to end; −∞ once a task on it ended. */
  private final SlotHeap changes = new SlotHeap();
  /** The machine each task was handed to, by job index (−1: none). */
  private int[] machineOfJob = new int[0];
  private int[] due = new int[16];

  @SuppressWarnings("unchecked")
  Machines(ChoiceTable table, boolean queuedEnvironment) {
    this.table = table;
    this.queuedEnvironment = queuedEnvironment;
    this.count = table.machines;
    executing = new JobView[count];
    executingEec = new double[count];
    executingEtc = new double[count];
    executingEnd = new double[count];
    queue = new ArrayDeque[count];
    queuedCount = new int[count];
    pendingEec = new double[count];
    pendingEtc = new double[count];
    busyUntil = new double[count];
    byReadyTime = new SlotHeap[table.machineTypes];
    for (int j = 0; j < table.machineTypes; j++) {
      byReadyTime[j] = new SlotHeap();
    }
    for (int m = 0; m < count; m++) {
      queue[m] = new ArrayDeque<>(4);
      executingEnd[m] = Double.NEGATIVE_INFINITY;
      busyUntil[m] = Double.NEGATIVE_INFINITY;
      byReadyTime[table.machineType[m]].put(m, Double.NEGATIVE_INFINITY, m);
    }
  }

  /**
   * Reads what happened since the last event on the machines whose executing task was due to end.
   * Tasks of a kernel queue behind its head that have not started (they were expected to) are
   * taken back and given to {@code takenBack}: they are in the virtual queue again.
   */
  void sync(double now, DecisionContext context, Consumer<JobView> takenBack) {
    int n = 0;
    while (!changes.isEmpty() && changes.peekKey() <= now) {
      if (n == due.length) {
        due = Arrays.copyOf(due, n * 2);
      }
      due[n++] = changes.poll();
    }
    Arrays.sort(due, 0, n);
    for (int d = 0; d < n; d++) {
      refresh(due[d], now, context, takenBack);
    }
  }

  /** A task ended: its machine is looked at in the next event. */
  void finished(JobView job) {
    int m = job.index() < machineOfJob.length ? machineOfJob[job.index()] : -1;
    if (m >= 0) {
      changes.put(m, Double.NEGATIVE_INFINITY, m);
    }
  }

  private void handedTo(JobView job, int m) {
    if (job.index() >= machineOfJob.length) {
      int old = machineOfJob.length;
      machineOfJob = Arrays.copyOf(machineOfJob, Math.max(job.index() + 1, old * 2));
      Arrays.fill(machineOfJob, old, machineOfJob.length, -1);
    }
    machineOfJob[job.index()] = m;
  }

  private void refresh(int m, double now, DecisionContext context, Consumer<JobView> takenBack) {
    if (executing[m] != null && !executing[m].isRunning()) {
      executing[m] = null;
      executingEnd[m] = Double.NEGATIVE_INFINITY;
    }
    ArrayDeque<Queued> q = queue[m];
    while (!q.isEmpty() && !q.peekFirst().job().isQueued()) {
      Queued started = q.pollFirst();
      if (started.job().isRunning()) {
        executing(m, started.job(), started.cell());
      }
    }
    while (q.size() > 1 && context != null) {
      Queued notStarted = q.pollLast();
      context.withdraw(notStarted.job());
      takenBack.accept(notStarted.job());
    }
    queuedCount[m] = q.size();
    pendingEec[m] = q.isEmpty() ? 0 : table.eec(q.peekFirst().cell());
    pendingEtc[m] = q.isEmpty() ? 0 : table.etc(q.peekFirst().cell());
    // a task running late is expected to end now: with nothing pending the machine ranks as an idle one
    double end = executing[m] == null || executingEnd[m] <= now ? Double.NEGATIVE_INFINITY : executingEnd[m];
    if (!q.isEmpty()) {
      end = Math.max(now, end) + pendingEtc[m];
    }
    if (end != busyUntil[m]) {
      busyUntil[m] = end;
      byReadyTime[table.machineType[m]].put(m, end, m);
    }
    if (executing[m] == null) {
      changes.remove(m);
    } else { // running longer than expected: look again at the next event, not at this one
      changes.put(m, Math.max(executingEnd[m], Math.nextUp(now)), m);
    }
  }

  private void executing(int m, JobView job, int cell) {
    executing[m] = job;
    executingEec[m] = table.eec(cell);
    executingEtc[m] = table.etc(cell);
    executingEnd[m] = job.planStartSeconds() + table.etc(cell);
  }

  /** A task started on {@code m} now (polled environment). */
  void startedOn(int m, JobView job, int cell, double now) {
    handedTo(job, m);
    executing(m, job, cell);
    refresh(m, now, null, null);
  }

  /** A task went to the kernel queue of {@code m} (queued environment); it may have started at once. */
  void queuedOn(int m, JobView job, int cell, double now) {
    handedTo(job, m);
    queue[m].addLast(new Queued(job, cell));
    refresh(m, now, null, null);
  }

  /** Whether {@code m} has no executing task and nothing queued. */
  boolean isIdle(int m) {
    return executingEnd[m] == Double.NEGATIVE_INFINITY && queuedCount[m] == 0;
  }

  /**
   * Whether a task mapped to {@code m} now would start, or become its pending task, before the
   * next mapping event at {@code horizon}: then the mapping cannot be revised (queued environment).
   */
  boolean openUntil(int m, double now, double horizon) {
    return queuedCount[m] == 0 || Math.max(now, executingEnd[m]) <= horizon;
  }

  /** When {@code m} can start something new: now for an idle machine. */
  double availability(int m, double now) {
    return Math.max(now, busyUntil[m]);
  }

  /**
   * Energy the unmovable tasks will still use (paper 000's e_unmov): the executing task's EEC ×
   * the share of its ETC still ahead (APC × the time it has left, computed as the readable rules'
   * E × max(0, end − now) / R), and the pending task's EEC.
   */
  double unmovableJoules(double now) {
    double sum = 0;
    for (int m = 0; m < count; m++) {
      double executingJoules = executing[m] == null ? 0
          : executingEec[m] * Math.max(0, executingEnd[m] - now) / executingEtc[m];
      sum += executingJoules + pendingEec[m];
    }
    return sum;
  }

  /** Σ over machines of max(0, end − availability): paper 000's τ_rem for a day ending at {@code end}. */
  double remainingSeconds(double now, double end) {
    double sum = 0;
    for (int m = 0; m < count; m++) {
      sum += Math.max(0, end - Math.max(now, busyUntil[m]));
    }
    return sum;
  }

  /** The kernel-queued tasks of {@code m}, oldest first (for tests). */
  List<Queued> queued(int m) {
    return List.copyOf(queue[m]);
  }

  boolean queuedEnvironment() {
    return queuedEnvironment;
  }
}
