package cmp;

import com.google.ortools.Loader;
import com.google.ortools.sat.*;
import java.util.*;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.variables.Task;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.valen.model.generate.*;
import org.valen.model.importer.StgImporter;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.*;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.platform.*;

public class Cmp {
  static long[] hint;
  static final CoreType CORE = PlatformPresets.intelCoreM();
  static final Interconnect LINK = PlatformPresets.paper001(1, 1).interconnect();
  static final ScaledReferenceModel MODEL = ScaledReferenceModel.relativeToFastestLevel();

  public static void main(String[] a) {
    String solver = a[0];
    int perMethod = Integer.parseInt(a[1]);
    double limit = Double.parseDouble(a[2]);
    if (solver.equals("cpsat")) Loader.loadNativeLibraries();
    List<JobTemplate> jobs = new ArrayList<>();
    for (var m : StgGraphGenerator.Precedence.values())
      for (int g = 0; g < perMethod; g++)
        jobs.add(StgGraphGenerator.generate(m + "-" + g, StgGraphParameters.defaults().withPrecedence(m), 1, g));
    for (int i = 0; i < 5; i++) { String f = "/work/shared/data/stg/rand000" + i + ".stg";
      jobs.add(StgImporter.read(f, "rand000" + i, 60, ValueCurveParameters.defaults())); }
    int pairs = 0, trivial = 0, proven = 0, within1 = 0; double total = 0, max = 0;
    for (JobTemplate job : jobs) for (int k : new int[] {2, 4, 8}) {
      ScheduleDecoder dec = ScheduleDecoder.of(job, MODEL, CORE, LINK);
      int n = job.taskCount(); long[] d = new long[n]; long work = 0;
      double[] fast = new double[n];
      for (int t = 0; t < n; t++) { fast[t] = dec.seconds(t, 0); d[t] = Math.round(fast[t] / 60) * Long.getLong("mul", 1); work += d[t]; }
      long cp = Math.round(job.criticalPathSeconds(fast) / 60) * Long.getLong("mul", 1);
      long lb = Math.max(cp, (work + k - 1) / k);
      double ubS = Double.MAX_VALUE;
      for (var s : ListScheduler.CLASSIC) ubS = Math.min(ubS, s.schedule(SchedulingInstance.uniform(dec, job, LINK, k, 0)).makespanSeconds());
      long ub = Math.round(ubS / 60) * Long.getLong("mul", 1);
      pairs++;
      if (ub == lb) { trivial++; proven++; within1++; continue; }
      long t0 = System.nanoTime();
      ListSchedule best = null; for (var sc : ListScheduler.CLASSIC) { var x = sc.schedule(SchedulingInstance.uniform(dec, job, LINK, k, 0)); if (best == null || x.makespanSeconds() < best.makespanSeconds()) best = x; }
      hint = new long[n]; for (int t = 0; t < n; t++) hint[t] = Math.round(best.start(t) / 60) * Long.getLong("mul", 1);
      long[] r = solver.equals("cpsat") ? cpsat(job, d, k, lb, ub, limit) : choco(job, d, k, lb, ub, (long) limit);
      double s = (System.nanoTime() - t0) / 1e9; total += s; max = Math.max(max, s);
      if (r[0] == r[1]) proven++;
      if (r[0] <= 1.01 * r[1]) within1++;
      System.out.printf("%s k=%d lb=%d ub=%d -> best=%d bound=%d %.3fs%n", job.id(), k, lb, ub, r[0], r[1], s);
    }
    System.out.printf("%s: pairs %d trivial %d proven %d within1%% %d solve total %.2fs max %.2fs%n", solver, pairs, trivial, proven, within1, total, max);
  }

  static long[] cpsat(JobTemplate job, long[] d, int k, long lb, long ub, double detTime) {
    CpModel m = new CpModel(); int n = d.length;
    IntVar[] s = new IntVar[n]; IntervalVar[] iv = new IntervalVar[n];
    IntVar mk = m.newIntVar(lb, ub, "mk");
    for (int t = 0; t < n; t++) { s[t] = m.newIntVar(0, ub - d[t], "s" + t); iv[t] = m.newFixedSizeIntervalVar(s[t], d[t], "i" + t);
      m.addLessOrEqual(LinearExpr.affine(s[t], 1, d[t]), mk); }
    for (int t = 0; t < n; t++) for (int q = 0; q < job.predecessorCount(t); q++) { int p = job.predecessor(t, q);
      m.addLessOrEqual(LinearExpr.affine(s[p], 1, d[p]), s[t]); }
    CumulativeConstraint c = m.addCumulative(k); for (int t = 0; t < n; t++) c.addDemand(iv[t], 1);
    m.minimize(mk);
    if (Boolean.getBoolean("hint")) for (int t = 0; t < n; t++) m.addHint(s[t], hint[t]);
    if (Boolean.getBoolean("fixed")) { int[] topo = job.topologicalOrder(); IntVar[] vs = new IntVar[n]; for (int i = 0; i < n; i++) vs[i] = s[topo[i]];
      m.addDecisionStrategy(vs, DecisionStrategyProto.VariableSelectionStrategy.CHOOSE_LOWEST_MIN, DecisionStrategyProto.DomainReductionStrategy.SELECT_MIN_VALUE); }
    CpSolver so = new CpSolver();
    so.getParameters().setNumWorkers(1).setRandomSeed(1).setMaxDeterministicTime(detTime);
    if (Boolean.getBoolean("fixed")) so.getParameters().setSearchBranching(SatParameters.SearchBranching.FIXED_SEARCH);
    if (Boolean.getBoolean("lbtree")) so.getParameters().setOptimizeWithLbTreeSearch(true);
    if (Boolean.getBoolean("core")) so.getParameters().setOptimizeWithCore(true);
    if (System.getProperty("lin") != null) so.getParameters().setLinearizationLevel(Integer.getInteger("lin"));
    if (Integer.getInteger("workers", 0) > 0) so.getParameters().setNumWorkers(Integer.getInteger("workers")).setInterleaveSearch(true); if (System.getProperty("subs") != null) so.getParameters().setNumFullSubsolvers(Integer.getInteger("subs"));
    if (Boolean.getBoolean("portfolio")) so.getParameters().setSearchBranching(SatParameters.SearchBranching.PORTFOLIO_SEARCH);
    CpSolverStatus st = so.solve(m);
    System.out.printf("  det %.3f wall %.3f%n", so.response().getDeterministicTime(), so.wallTime()); if (st == CpSolverStatus.OPTIMAL || st == CpSolverStatus.FEASIBLE) return new long[] {(long) so.objectiveValue(), (long) so.bestObjectiveBound()};
    return new long[] {ub, (long) Math.max(lb, so.bestObjectiveBound())};
  }

  static long[] choco(JobTemplate job, long[] dd, int k, long lb, long ub, long fails) {
    Model m = new Model(); int n = dd.length;
    org.chocosolver.solver.variables.IntVar[] s = new org.chocosolver.solver.variables.IntVar[n]; Task[] tk = new Task[n]; org.chocosolver.solver.variables.IntVar[] h = new org.chocosolver.solver.variables.IntVar[n];
    org.chocosolver.solver.variables.IntVar mk = m.intVar("mk", (int) lb, (int) ub);
    for (int t = 0; t < n; t++) { int d = (int) dd[t]; s[t] = m.intVar("s" + t, 0, (int) ub - d);
      tk[t] = new Task(s[t], d); h[t] = m.intVar(1); m.arithm(s[t], "+", m.intVar(d), "<=", mk).post(); }
    for (int t = 0; t < n; t++) for (int q = 0; q < job.predecessorCount(t); q++) { int p = job.predecessor(t, q);
      m.arithm(s[p], "+", m.intVar((int) dd[p]), "<=", s[t]).post(); }
    m.cumulative(tk, h, m.intVar(k)).post();
    m.setObjective(Model.MINIMIZE, mk);
    Solver so = m.getSolver();
    so.setSearch(org.chocosolver.solver.search.strategy.Search.lastConflict(org.chocosolver.solver.search.strategy.Search.domOverWDegSearch(s)), org.chocosolver.solver.search.strategy.Search.inputOrderLBSearch(mk));
    so.limitFail(fails);
    long best = ub;
    while (so.solve()) best = mk.getValue();
    boolean complete = !so.isStopCriterionMet();
    long bound = complete ? best : lb;
    return new long[] {best, bound};
  }
}
