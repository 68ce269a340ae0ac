package org.valen.profit.lp;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;
import org.ojalgo.optimisation.linear.LinearSolver;

/**
 * {@link LpSolver} by ojAlgo. First its classic two-phase primal simplex through the low-level
 * {@code LinearSolver.Builder} (about 0.3 ms for paper 003's 271 variables and 40 rows); every
 * answer is checked against the program's rows, and one that breaks them — ojAlgo 55.2's primal
 * tableau returns such an "optimal" point on some degenerate programs, found by this module's
 * cross-check against a second simplex — is solved again by ojAlgo's dual simplex through its
 * modelling layer (about 1 ms), whose answer must then hold. Stateless and safe to share between
 * threads.
 */
public final class OjAlgoSolver implements LpSolver {
  /** Relative violation of a row above which an answer is refused. */
  static final double FEASIBILITY = 1e-7;

  static {
    // ojAlgo prints a note about hardware profiles to standard output when its utilities load,
    // unless this property is set; valen's output must stay its own
    if (System.getProperty("shut.up.ojAlgo") == null) {
      System.setProperty("shut.up.ojAlgo", "true");
    }
  }

  @Override
  public LpSolution minimize(LinearProgram lp) {
    LpSolution primal = primal(lp);
    if (primal.isOptimal() && feasible(lp, primal.values())) {
      return primal;
    }
    LpSolution dual = dual(lp);
    if (dual.isOptimal() && !feasible(lp, dual.values())) {
      throw new IllegalStateException("the LP solver (ojAlgo) returned a point that breaks the program's rows, with"
          + " both its primal and its dual simplex, on a program of " + lp.variables() + " variables");
    }
    return dual;
  }

  private static LpSolution primal(LinearProgram lp) {
    LinearSolver.Builder builder = LinearSolver.newBuilder(lp.objective().clone());
    for (int r = 0; r < lp.equalityRows().size(); r++) {
      builder.equality(lp.equalityRhs().get(r), lp.equalityRows().get(r).clone());
    }
    for (int r = 0; r < lp.atMostRows().size(); r++) {
      builder.inequality(lp.atMostRhs().get(r), lp.atMostRows().get(r).clone());
    }
    return solution(lp, builder.build().solve());
  }

  private static LpSolution dual(LinearProgram lp) {
    ExpressionsBasedModel model = new ExpressionsBasedModel();
    model.options.linear().dual();
    Variable[] v = new Variable[lp.variables()];
    for (int k = 0; k < v.length; k++) {
      v[k] = model.addVariable().lower(0).weight(lp.objective()[k]);
    }
    for (int r = 0; r < lp.equalityRows().size(); r++) {
      fill(model.addExpression().level(lp.equalityRhs().get(r)), lp.equalityRows().get(r), v);
    }
    for (int r = 0; r < lp.atMostRows().size(); r++) {
      fill(model.addExpression().upper(lp.atMostRhs().get(r)), lp.atMostRows().get(r), v);
    }
    return solution(lp, model.minimise());
  }

  private static void fill(Expression row, double[] coefficients, Variable[] v) {
    for (int k = 0; k < coefficients.length; k++) {
      if (coefficients[k] != 0) {
        row.set(v[k], coefficients[k]);
      }
    }
  }

  private static LpSolution solution(LinearProgram lp, Optimisation.Result result) {
    Optimisation.State state = result.getState();
    if (state.isOptimal()) {
      double[] values = new double[lp.variables()];
      for (int k = 0; k < values.length; k++) {
        values[k] = result.doubleValue(k);
      }
      return LpSolution.optimal(lp, values);
    }
    if (state == Optimisation.State.INFEASIBLE) {
      return LpSolution.of(LpSolution.Status.INFEASIBLE);
    }
    if (state == Optimisation.State.UNBOUNDED) {
      return LpSolution.of(LpSolution.Status.UNBOUNDED);
    }
    throw new IllegalStateException("the LP solver (ojAlgo) ended in state " + state + " on a program of "
        + lp.variables() + " variables");
  }

  /** Whether {@code values} meets every row, up to {@link #FEASIBILITY} of the row's magnitude. */
  static boolean feasible(LinearProgram lp, double[] values) {
    for (int r = 0; r < lp.equalityRows().size(); r++) {
      if (violation(lp.equalityRows().get(r), lp.equalityRhs().get(r), values, true)) {
        return false;
      }
    }
    for (int r = 0; r < lp.atMostRows().size(); r++) {
      if (violation(lp.atMostRows().get(r), lp.atMostRhs().get(r), values, false)) {
        return false;
      }
    }
    return true;
  }

  private static boolean violation(double[] row, double rhs, double[] values, boolean equality) {
    double sum = 0;
    double magnitude = Math.abs(rhs);
    for (int k = 0; k < row.length; k++) {
      sum += row[k] * values[k];
      magnitude += Math.abs(row[k] * values[k]);
    }
    double excess = equality ? Math.abs(sum - rhs) : sum - rhs;
    return excess > FEASIBILITY * magnitude + 1e-12;
  }
}
