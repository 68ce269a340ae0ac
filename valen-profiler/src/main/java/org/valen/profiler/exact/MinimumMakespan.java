package org.valen.profiler.exact;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.CumulativeConstraint;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import java.util.Optional;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * The shortest schedule of a job on {@code k} identical cores, all at the fastest level, as a
 * constraint model solved by OR-Tools CP-SAT (the issue's "exact minimum-time schedule"; paper 001
 * asks only for the front, whose fastest end this makes right). In whole units ({@link
 * IntegerTimes}):
 *
 * <ul>
 *   <li>a start {@code s_t} per task, its interval {@code [s_t, s_t + d_t)}, the makespan {@code m ≥
 *       s_t + d_t}, minimized;
 *   <li>precedence {@code s_j ≥ s_i + d_i} for every edge {@code i → j};
 *   <li>at most {@code k} tasks at once (a cumulative constraint of capacity {@code k}): without
 *       communication that is the whole model, since tasks that never overlap more than {@code k}
 *       at a time can always be laid on {@code k} cores (interval colouring, in start order);
 *   <li>with communication (an edge whose data take {@code c_ij > 0} between cores, nothing on one
 *       core: the decoder's rule) also a core per task ({@code x_tc}, exactly one per task; one
 *       no-overlap constraint per core over the optional intervals) and {@code s_j ≥ s_i + d_i +
 *       c_ij} whenever {@code i} and {@code j} are on different cores; cores are numbered by first use
 *       in topological order (the task at position {@code p} is on a core {@code ≤ p}), which
 *       removes the symmetric renamings.
 * </ul>
 *
 * <p><b>Deterministic.</b> One thread running CP-SAT's portfolio of search strategies in turns
 * ({@code interleave_search}, deterministic by construction), a fixed seed and a limit in CP-SAT's
 * deterministic time (a count of work, not of wall seconds): the same inputs give the same answer
 * on any machine load and with any number of profiler threads. The best list schedule is given as a hint, so the
 * solver starts from it and the answer is never longer.
 */
public final class MinimumMakespan {
  private MinimumMakespan() {}

  /**
   * What the solver found.
   *
   * @param schedule its best schedule, in seconds (starts and finishes of the unit model; the decoder
   *     makes it no longer when times are exact); empty if it found none within the limit
   * @param lowerBoundSeconds its proven bound on the makespan in units × unit: a lower bound in
   *     seconds, as times are exact or rounded down
   * @param optimal whether it proved its schedule optimal (for the unit model)
   */
  public record Answer(Optional<ListSchedule> schedule, double lowerBoundSeconds, boolean optimal) {}

  /**
   * Solves the model.
   *
   * @param hint a schedule of the job on {@code k} cores (a list scheduler's), the upper bound
   * @param lowerBoundUnits a known lower bound of the makespan, in units
   * @param limit CP-SAT's deterministic time limit
   * @param seed CP-SAT's random seed
   */
  public static Answer solve(ScheduleDecoder decoder, int[] topologicalOrder, IntegerTimes times, int k,
      ListSchedule hint, long lowerBoundUnits, double limit, int seed) {
    OrToolsLibrary.load();
    int n = decoder.taskCount();
    long[] d = times.taskUnits();
    long horizon = 0;
    for (int t = 0; t < n; t++) {
      horizon = Math.max(horizon, times.units(hint.finish(t)) + 1);
    }
    CpModel model = new CpModel();
    IntVar makespan = model.newIntVar(Math.min(lowerBoundUnits, horizon), horizon, "makespan");
    IntVar[] start = new IntVar[n];
    IntervalVar[] interval = new IntervalVar[n];
    CumulativeConstraint atMostK = model.addCumulative(k);
    for (int t = 0; t < n; t++) {
      start[t] = model.newIntVar(0, horizon - d[t], "s" + t);
      interval[t] = model.newFixedSizeIntervalVar(start[t], d[t], "task" + t);
      atMostK.addDemand(interval[t], 1);
      model.addLessOrEqual(LinearExpr.affine(start[t], 1, d[t]), makespan);
      model.addHint(start[t], times.units(hint.start(t)));
    }
    BoolVar[][] onCore = times.hasCommunication() ? assignCores(model, decoder, topologicalOrder, times, k, start,
        interval, hint) : null;
    for (int t = 0; t < n; t++) {
      for (int q = 0; q < decoder.predecessorCount(t); q++) {
        int p = decoder.predecessor(t, q);
        model.addLessOrEqual(LinearExpr.affine(start[p], 1, d[p]), start[t]);
        long c = times.edgeUnits()[t][q];
        if (onCore != null && c > 0) {
          model.addLessOrEqual(LinearExpr.affine(start[p], 1, d[p] + c), start[t])
              .onlyEnforceIf(differentCores(model, onCore[p], onCore[t]));
        }
      }
    }
    model.minimize(makespan);
    CpSolver solver = new CpSolver();
    // interleave_search: CP-SAT's portfolio of strategies (its lower-bound workers among them) taken
    // in turns on this one thread, deterministically; far stronger than its single default worker
    solver.getParameters().setNumWorkers(1).setInterleaveSearch(true).setRandomSeed(seed)
        .setMaxDeterministicTime(limit).setLinearizationLevel(2).setLogSearchProgress(false);
    CpSolverStatus status = solver.solve(model);
    if (status == CpSolverStatus.INFEASIBLE || status == CpSolverStatus.MODEL_INVALID) {
      // the hint is a schedule of this model: a defect, never an input's fault
      throw new IllegalStateException("CP-SAT found the minimum-time model " + status);
    }
    double bound = Math.max(lowerBoundUnits, (long) Math.ceil(solver.bestObjectiveBound() - 1e-6))
        * times.unitSeconds();
    if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
      return new Answer(Optional.empty(), Math.min(bound, hint.makespanSeconds()), false);
    }
    double[] startSeconds = new double[n];
    double[] finishSeconds = new double[n];
    for (int t = 0; t < n; t++) {
      startSeconds[t] = solver.value(start[t]) * times.unitSeconds();
      finishSeconds[t] = (solver.value(start[t]) + d[t]) * times.unitSeconds();
    }
    int[] cores = onCore != null ? coresOf(solver, onCore) : CoreLayout.byStart(startSeconds, finishSeconds, k);
    return new Answer(Optional.of(new ListSchedule(cores, startSeconds, finishSeconds)), bound,
        status == CpSolverStatus.OPTIMAL);
  }

  /** The core variables, no-overlap per core and symmetry breaking of the model with communication. */
  private static BoolVar[][] assignCores(CpModel model, ScheduleDecoder decoder, int[] topologicalOrder,
      IntegerTimes times, int k, IntVar[] start, IntervalVar[] interval, ListSchedule hint) {
    int n = decoder.taskCount();
    BoolVar[][] onCore = new BoolVar[n][k];
    int[] hintCore = CoreLayout.renumberByFirstUse(hint.taskToCore(), topologicalOrder);
    @SuppressWarnings("unchecked")
    java.util.List<IntervalVar>[] perCore = new java.util.List[k];
    for (int c = 0; c < k; c++) {
      perCore[c] = new java.util.ArrayList<>();
    }
    for (int position = 0; position < n; position++) {
      int t = topologicalOrder[position];
      for (int c = 0; c < k; c++) {
        onCore[t][c] = model.newBoolVar("x" + t + "_" + c);
        if (c > position) {
          model.addEquality(onCore[t][c], 0);
        }
        perCore[c].add(model.newOptionalFixedSizeIntervalVar(start[t], times.taskUnits()[t], onCore[t][c],
            "task" + t + "@" + c));
        model.addHint(onCore[t][c], hintCore[t] == c ? 1 : 0);
      }
      model.addExactlyOne(onCore[t]);
    }
    for (int c = 0; c < k; c++) {
      model.addNoOverlap(perCore[c]);
    }
    return onCore;
  }

  /** A literal that is true whenever two tasks are on different cores. */
  private static BoolVar differentCores(CpModel model, BoolVar[] a, BoolVar[] b) {
    BoolVar different = model.newBoolVar("different");
    for (int c = 0; c < a.length; c++) {
      // a on c and b not on c → different (and symmetrically)
      model.addBoolOr(new com.google.ortools.sat.Literal[] {a[c].not(), b[c], different});
      model.addBoolOr(new com.google.ortools.sat.Literal[] {b[c].not(), a[c], different});
    }
    return different;
  }

  private static int[] coresOf(CpSolver solver, BoolVar[][] onCore) {
    int[] cores = new int[onCore.length];
    for (int t = 0; t < onCore.length; t++) {
      for (int c = 0; c < onCore[t].length; c++) {
        if (solver.booleanValue(onCore[t][c])) {
          cores[t] = c;
        }
      }
    }
    return cores;
  }
}
