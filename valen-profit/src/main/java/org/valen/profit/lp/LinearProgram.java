package org.valen.profit.lp;

import java.util.ArrayList;
import java.util.List;
import org.valen.model.Check;

/**
 * A linear program in the one form every solver here takes: minimize c·v subject to equality rows
 * A_eq·v = b_eq, inequality rows A_le·v ≤ b_le, and v ≥ 0. Dense rows: paper 003's programs have
 * T·M + 1 variables and T + M + 1 rows, whatever the number of tasks.
 */
public final class LinearProgram {
  private final int variables;
  private final double[] objective;
  private final List<double[]> equalityRows = new ArrayList<>();
  private final List<Double> equalityRhs = new ArrayList<>();
  private final List<double[]> atMostRows = new ArrayList<>();
  private final List<Double> atMostRhs = new ArrayList<>();

  public LinearProgram(int variables) {
    this.variables = Check.atLeast(variables, 1, "variables");
    this.objective = new double[variables];
  }

  public int variables() {
    return variables;
  }

  /** Sets the objective coefficient of variable {@code v} (to be minimized). */
  public LinearProgram minimize(int v, double coefficient) {
    objective[v] = coefficient;
    return this;
  }

  /** A new row of zeros to fill and add. */
  public double[] row() {
    return new double[variables];
  }

  /** Adds {@code row · v = rhs}. */
  public LinearProgram equality(double[] row, double rhs) {
    equalityRows.add(checked(row));
    equalityRhs.add(rhs);
    return this;
  }

  /** Adds {@code row · v ≤ rhs}. */
  public LinearProgram atMost(double[] row, double rhs) {
    atMostRows.add(checked(row));
    atMostRhs.add(rhs);
    return this;
  }

  private double[] checked(double[] row) {
    if (row.length != variables) {
      throw new IllegalArgumentException("a row must have " + variables + " coefficients, has " + row.length);
    }
    for (double a : row) {
      if (!Double.isFinite(a)) {
        throw new IllegalArgumentException("a coefficient must be finite, was " + a);
      }
    }
    return row;
  }

  /** The objective coefficients (a view: do not change). */
  public double[] objective() {
    return objective;
  }

  public List<double[]> equalityRows() {
    return equalityRows;
  }

  public List<Double> equalityRhs() {
    return equalityRhs;
  }

  public List<double[]> atMostRows() {
    return atMostRows;
  }

  public List<Double> atMostRhs() {
    return atMostRhs;
  }

  /** c·v. */
  public double objectiveAt(double[] values) {
    double sum = 0;
    for (int k = 0; k < variables; k++) {
      sum += objective[k] * values[k];
    }
    return sum;
  }
}
