package org.valen.profit.lp;

/**
 * Solves a {@link LinearProgram}. The module's own is {@link OjAlgoSolver}; the tests cross-check
 * it with a second, independent simplex.
 */
@FunctionalInterface
public interface LpSolver {

  /** Minimizes {@code lp}; never throws for an infeasible or unbounded program. */
  LpSolution minimize(LinearProgram lp);

  /** The solver valen uses. */
  static LpSolver standard() {
    return new OjAlgoSolver();
  }
}
