package org.valen.profit.lp;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.linear.LinearConstraint;
import org.apache.commons.math3.optim.linear.LinearConstraintSet;
import org.apache.commons.math3.optim.linear.LinearObjectiveFunction;
import org.apache.commons.math3.optim.linear.NoFeasibleSolutionException;
import org.apache.commons.math3.optim.linear.NonNegativeConstraint;
import org.apache.commons.math3.optim.linear.Relationship;
import org.apache.commons.math3.optim.linear.SimplexSolver;
import org.apache.commons.math3.optim.linear.UnboundedSolutionException;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;

/** A second, independent simplex (commons-math3), for cross-checks in tests only. */
public final class CommonsMathSolver implements LpSolver {
  @Override
  public LpSolution minimize(LinearProgram lp) {
    List<LinearConstraint> constraints = new ArrayList<>();
    for (int r = 0; r < lp.equalityRows().size(); r++) {
      constraints.add(new LinearConstraint(lp.equalityRows().get(r), Relationship.EQ, lp.equalityRhs().get(r)));
    }
    for (int r = 0; r < lp.atMostRows().size(); r++) {
      constraints.add(new LinearConstraint(lp.atMostRows().get(r), Relationship.LEQ, lp.atMostRhs().get(r)));
    }
    try {
      PointValuePair p = new SimplexSolver(1e-9, 10, 1e-12).optimize(new MaxIter(100_000),
          new LinearObjectiveFunction(lp.objective(), 0), new LinearConstraintSet(constraints), GoalType.MINIMIZE,
          new NonNegativeConstraint(true));
      return LpSolution.optimal(lp, p.getPoint());
    } catch (NoFeasibleSolutionException e) {
      return LpSolution.of(LpSolution.Status.INFEASIBLE);
    } catch (UnboundedSolutionException e) {
      return LpSolution.of(LpSolution.Status.UNBOUNDED);
    }
  }
}
