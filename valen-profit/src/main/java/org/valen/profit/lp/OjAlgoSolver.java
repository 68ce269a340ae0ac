package org.valen.profit.lp;

import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.linear.LinearSolver;

/**
 * {@link LpSolver} by ojAlgo's simplex ({@code LinearSolver.Builder}: variables ≥ 0, equality and
 * ≤ rows), the low-level entry that skips the modelling layer: about 0.3 ms for paper 003's 271
 * variables and 40 rows. Stateless and safe to share between threads.
 */
public final class OjAlgoSolver implements LpSolver {
  static {
    // ojAlgo prints a note about hardware profiles to standard output when its utilities load,
    // unless this property is set; valen's output must stay its own
    if (System.getProperty("shut.up.ojAlgo") == null) {
      System.setProperty("shut.up.ojAlgo", "true");
    }
  }

  @Override
  public LpSolution minimize(LinearProgram lp) {
    LinearSolver.Builder builder = LinearSolver.newBuilder(lp.objective().clone());
    for (int r = 0; r < lp.equalityRows().size(); r++) {
      builder.equality(lp.equalityRhs().get(r), lp.equalityRows().get(r).clone());
    }
    for (int r = 0; r < lp.atMostRows().size(); r++) {
      builder.inequality(lp.atMostRhs().get(r), lp.atMostRows().get(r).clone());
    }
    Optimisation.Result result = builder.build().solve();
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
}
