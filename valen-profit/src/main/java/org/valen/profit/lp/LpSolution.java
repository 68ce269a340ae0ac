package org.valen.profit.lp;

/**
 * What a solver found.
 *
 * @param status optimal, infeasible or unbounded
 * @param values the optimal v (empty unless optimal)
 * @param objective c·v at {@code values} (NaN unless optimal)
 */
public record LpSolution(Status status, double[] values, double objective) {

  /** How a solve ended. */
  public enum Status {
    OPTIMAL,
    INFEASIBLE,
    UNBOUNDED
  }

  public LpSolution {
    values = values.clone();
  }

  public static LpSolution optimal(LinearProgram lp, double[] values) {
    double[] clamped = values.clone();
    for (int k = 0; k < clamped.length; k++) {
      clamped[k] = Math.max(0, clamped[k]); // v ≥ 0: a solver's -1e-15 is 0
    }
    return new LpSolution(Status.OPTIMAL, clamped, lp.objectiveAt(clamped));
  }

  public static LpSolution of(Status status) {
    return new LpSolution(status, new double[0], Double.NaN);
  }

  public boolean isOptimal() {
    return status == Status.OPTIMAL;
  }

  /** Value of variable {@code v}. */
  public double value(int v) {
    return values[v];
  }
}
