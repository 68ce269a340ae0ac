package org.valen.profiler.search;

import java.util.Arrays;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * A local search that ends every run: from the archive's minimum-product point, steepest descent
 * on response time × energy over three kinds of moves, until no move improves or the evaluation
 * budget is spent:
 *
 * <ul>
 *   <li>move one task to another used core, or to a new core (within the budget) at its current
 *       core's level;
 *   <li>set one core to another v/f level;
 *   <li>swap two neighbours of the task order (by start time) that no edge joins: on one core,
 *       the later one runs first.
 * </ul>
 *
 * NSGA-II spreads its effort over the whole front; this spends a little on the one point paper
 * 001 selects. Moves are tried in a fixed order and ties keep the first, so it is deterministic.
 * Every evaluation also feeds the archive.
 */
final class ProductPolish {
  private final AllocationProblem problem;
  private final ScheduleDecoder decoder;
  private final int tasks;
  private final int maxCores;
  private int[] cores;
  private int[] coreLevels;
  private int[] order;
  private int used;
  private double bestProduct;
  private int spent;
  private final int budget;
  private Runnable bestMove;

  private ProductPolish(AllocationProblem problem, int budget) {
    this.problem = problem;
    this.decoder = problem.decoder();
    this.tasks = problem.taskCount();
    this.maxCores = problem.maxCores();
    this.budget = budget;
    ProfilePoint start = problem.archive().minProduct();
    this.cores = start.taskToCore();
    this.coreLevels = Arrays.copyOf(start.coreLevels(), maxCores);
    this.order = start.hasTaskOrder() ? start.taskOrder() : decoder.priorityOrder();
    this.used = start.usedCores();
  }

  static void run(AllocationProblem problem, int budgetEvaluations) {
    if (budgetEvaluations > 0) {
      new ProductPolish(problem, budgetEvaluations).descend();
    }
  }

  private void descend() {
    double current = problem.archive().minProduct().timeEnergyProduct();
    while (spent < budget) {
      bestProduct = current;
      bestMove = null;
      tryTaskMoves();
      tryLevelMoves();
      tryOrderSwaps();
      if (bestMove == null) {
        return;
      }
      bestMove.run();
      Allocations.Canonical c = Allocations.canonical(cores, Arrays.copyOf(coreLevels, maxCores));
      cores = c.taskToCore();
      used = c.coreLevels().length;
      coreLevels = Arrays.copyOf(c.coreLevels(), maxCores);
      current = problem.evaluate(cores, coreLevels, order);
      order = problem.lastCanonicalOrder();
      spent++;
    }
  }

  /** Evaluates the current state and remembers {@code move} if it is the best so far. */
  private void consider(Runnable move) {
    double product = problem.evaluate(cores, coreLevels, order);
    spent++;
    if (product < bestProduct) {
      bestProduct = product;
      bestMove = move;
    }
  }

  private void tryTaskMoves() {
    for (int t = 0; t < tasks && spent < budget; t++) {
      int home = cores[t];
      for (int c = 0; c <= Math.min(used, maxCores - 1) && spent < budget; c++) {
        if (c == home) {
          continue;
        }
        int task = t;
        int core = c;
        int newCoreLevel = coreLevels[home];
        int oldLevel = coreLevels[c];
        if (c == used) {
          coreLevels[c] = newCoreLevel;
        }
        cores[t] = c;
        consider(() -> {
          if (core == used) {
            coreLevels[core] = newCoreLevel;
          }
          cores[task] = core;
        });
        cores[t] = home;
        coreLevels[c] = oldLevel;
      }
    }
  }

  private void tryLevelMoves() {
    for (int c = 0; c < used && spent < budget; c++) {
      int current = coreLevels[c];
      for (int l = 0; l < problem.levelCount() && spent < budget; l++) {
        if (l == current) {
          continue;
        }
        int core = c;
        int level = l;
        coreLevels[c] = l;
        consider(() -> coreLevels[core] = level);
        coreLevels[c] = current;
      }
    }
  }

  private void tryOrderSwaps() {
    for (int i = 0; i + 1 < tasks && spent < budget; i++) {
      if (joined(order[i], order[i + 1])) {
        continue;
      }
      int at = i;
      swap(i);
      consider(() -> swap(at));
      swap(i);
    }
  }

  private void swap(int i) {
    int t = order[i];
    order[i] = order[i + 1];
    order[i + 1] = t;
  }

  /** Whether an edge goes from {@code a} to {@code b}. */
  private boolean joined(int a, int b) {
    for (int k = 0; k < decoder.successorCount(a); k++) {
      if (decoder.successor(a, k) == b) {
        return true;
      }
    }
    return false;
  }
}
