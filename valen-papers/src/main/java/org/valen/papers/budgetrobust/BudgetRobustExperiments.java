package org.valen.papers.budgetrobust;

import java.util.List;
import org.valen.experiments.catalog.PaperExperiments;

/**
 * The combination none of the papers has, contributed to {@code valen experiment}: preset {@code
 * budget-robust} and the scenario {@code paper001-budget-robust} with its findings.
 */
public final class BudgetRobustExperiments extends PaperExperiments {
  public BudgetRobustExperiments() {
    super(List.of(new BudgetRobustPreset()), resources("/org/valen/papers/budgetrobust", "paper001-budget-robust"),
        List.of(new BudgetRobustFindings()));
  }
}
