package org.valen.profiler.search;

import java.util.Arrays;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.Allocations;

/**
 * A local search that ends every run: from the archive's minimum-product point, steepest descent
 * on response time × energy over two kinds of moves, until no move improves or the evaluation
 * budget is spent:
 *
 * <ul>
 *   <li>move one task to another used core, or to a new core (within the budget) at its current
 *       core's level;
 *   <li>set one core to another v/f level.
 * </ul>
 *
 * NSGA-II spreads its effort over the whole front; this spends a little on the one point paper
 * 001 selects. Moves are tried in a fixed order and ties keep the first, so it is deterministic.
 * Every evaluation also feeds the archive.
 */
final class ProductPolish {
  private ProductPolish() {}

  static void run(AllocationProblem problem, int budgetEvaluations) {
    int n = problem.taskCount();
    int k = problem.maxCores();
    int levels = problem.levelCount();
    ProfilePoint start = problem.archive().minProduct();
    int[] cores = start.taskToCore();
    int[] coreLevels = Arrays.copyOf(start.coreLevels(), k);
    int used = start.usedCores();
    double best = start.timeEnergyProduct();
    int spent = 0;
    while (spent < budgetEvaluations) {
      int bestTask = -1;
      int bestCore = -1;
      int bestLevel = -1;
      double bestProduct = best;
      for (int t = 0; t < n && spent < budgetEvaluations; t++) {
        int home = cores[t];
        for (int c = 0; c <= Math.min(used, k - 1) && spent < budgetEvaluations; c++) {
          if (c == home) {
            continue;
          }
          cores[t] = c;
          if (c == used) {
            coreLevels[c] = coreLevels[home];
          }
          double product = problem.evaluate(cores, coreLevels);
          spent++;
          cores[t] = home;
          if (product < bestProduct) {
            bestProduct = product;
            bestTask = t;
            bestCore = c;
            bestLevel = -1;
          }
        }
      }
      for (int c = 0; c < used && spent < budgetEvaluations; c++) {
        int current = coreLevels[c];
        for (int l = 0; l < levels && spent < budgetEvaluations; l++) {
          if (l == current) {
            continue;
          }
          coreLevels[c] = l;
          double product = problem.evaluate(cores, coreLevels);
          spent++;
          coreLevels[c] = current;
          if (product < bestProduct) {
            bestProduct = product;
            bestTask = -1;
            bestCore = c;
            bestLevel = l;
          }
        }
      }
      if (!(bestProduct < best)) {
        return;
      }
      best = bestProduct;
      if (bestTask >= 0) {
        if (bestCore == used) {
          coreLevels[bestCore] = coreLevels[cores[bestTask]];
        }
        cores[bestTask] = bestCore;
      } else {
        coreLevels[bestCore] = bestLevel;
      }
      Allocations.Canonical c = Allocations.canonical(cores, Arrays.copyOf(coreLevels, k));
      cores = c.taskToCore();
      used = c.coreLevels().length;
      coreLevels = Arrays.copyOf(c.coreLevels(), k);
    }
  }
}
