package org.valen.profiler.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.uma.jmetal.problem.Problem;
import org.uma.jmetal.util.bounds.Bounds;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * The profiler's problem for jMetal: place the tasks of one job on at most {@code k} identical
 * cores, give every core a v/f level and the tasks an order, minimizing response time and energy
 * (paper 001, section IV-A). Evaluation is the schedule decoder with the genome's priority keys
 * ({@link ScheduleDecoder#evaluateByKeys}); every evaluated schedule is offered to the run's {@link
 * ParetoArchive} with its canonical task order.
 *
 * <p>Evaluation also <b>normalizes</b> the genome: cores are renumbered by first use (the
 * canonical form of {@link org.valen.model.schedule.Allocations}), the level genes moving with
 * their cores and those of unused cores kept after the used ones. Equal allocations then have
 * equal core genes, so crossover combines what parents share instead of scrambling core names.
 * Keys are left as they are: ties and keys that do not change the schedule are room to move.
 *
 * <p>One instance per run and thread: it owns the decoder's workspace and scratch arrays.
 */
public final class AllocationProblem implements Problem<AllocationSolution> {
  private final ScheduleDecoder decoder;
  private final int tasks;
  private final int maxCores;
  private final AllocationSolution.Ranges ranges;
  private final DecoderWorkspace workspace;
  private final ParetoArchive archive;
  private final int[] taskToCore;
  private final int[] coreLevels;
  private final int[] keys;
  private final int[] rename;
  private final int[] renamedLevels;
  private int evaluations;
  private double lastTimeSeconds;
  private double lastEnergyJoules;

  public AllocationProblem(ScheduleDecoder decoder, int maxCores, ParetoArchive archive) {
    this.decoder = decoder;
    this.tasks = decoder.taskCount();
    this.maxCores = maxCores;
    this.archive = archive;
    List<Bounds<Integer>> b = new ArrayList<>(2 * tasks + maxCores);
    for (int t = 0; t < tasks; t++) {
      b.add(Bounds.create(0, maxCores - 1));
    }
    for (int c = 0; c < maxCores; c++) {
      b.add(Bounds.create(0, decoder.levelCount() - 1));
    }
    for (int t = 0; t < tasks; t++) {
      b.add(Bounds.create(0, tasks - 1));
    }
    this.ranges = new AllocationSolution.Ranges(Collections.unmodifiableList(b));
    this.workspace = decoder.newWorkspace(maxCores);
    this.taskToCore = new int[tasks];
    this.coreLevels = new int[maxCores];
    this.keys = new int[tasks];
    this.rename = new int[maxCores];
    this.renamedLevels = new int[maxCores];
  }

  @Override
  public int numberOfVariables() {
    return 2 * tasks + maxCores;
  }

  @Override
  public int numberOfObjectives() {
    return 2;
  }

  @Override
  public int numberOfConstraints() {
    return 0;
  }

  @Override
  public String name() {
    return "allocation on " + maxCores + " cores";
  }

  public int taskCount() {
    return tasks;
  }

  public int maxCores() {
    return maxCores;
  }

  public int levelCount() {
    return decoder.levelCount();
  }

  /** The decoder that evaluates the genomes. */
  public ScheduleDecoder decoder() {
    return decoder;
  }

  /** A genome with every gene at its lower bound; callers set the genes. */
  @Override
  public AllocationSolution createSolution() {
    return new AllocationSolution(ranges);
  }

  /**
   * A genome holding this allocation and priority keys; cores beyond {@code levels} get {@code
   * fillLevel}.
   */
  public AllocationSolution solutionOf(int[] cores, int[] levels, int fillLevel, int[] priorityKeys) {
    AllocationSolution s = createSolution();
    for (int t = 0; t < tasks; t++) {
      s.gene(t, cores[t]);
      s.gene(tasks + maxCores + t, priorityKeys[t]);
    }
    for (int c = 0; c < maxCores; c++) {
      s.gene(tasks + c, c < levels.length ? levels[c] : fillLevel);
    }
    return s;
  }

  @Override
  public AllocationSolution evaluate(AllocationSolution s) {
    for (int t = 0; t < tasks; t++) {
      taskToCore[t] = s.gene(t);
      keys[t] = s.gene(tasks + maxCores + t);
    }
    for (int c = 0; c < maxCores; c++) {
      coreLevels[c] = s.gene(tasks + c);
    }
    normalize(s);
    lastTimeSeconds = decoder.evaluateByKeys(taskToCore, coreLevels, keys, workspace);
    offerLast(taskToCore, coreLevels);
    s.objectives()[0] = lastTimeSeconds;
    s.objectives()[1] = lastEnergyJoules;
    return s;
  }

  /** Renumbers the cores of the scratch allocation by first use and writes it back to {@code s}. */
  private void normalize(AllocationSolution s) {
    java.util.Arrays.fill(rename, -1);
    int used = 0;
    for (int t = 0; t < tasks; t++) {
      int c = taskToCore[t];
      if (rename[c] < 0) {
        renamedLevels[used] = coreLevels[c];
        rename[c] = used++;
      }
      taskToCore[t] = rename[c];
      s.gene(t, taskToCore[t]);
    }
    for (int c = 0; c < maxCores; c++) {
      if (rename[c] < 0) {
        renamedLevels[used++] = coreLevels[c];
      }
    }
    for (int c = 0; c < maxCores; c++) {
      coreLevels[c] = renamedLevels[c];
      s.gene(tasks + c, coreLevels[c]);
    }
  }

  /**
   * Evaluates an allocation in a given topological order directly (local search), offering it to
   * the archive.
   *
   * @return its response time × energy
   */
  public double evaluate(int[] cores, int[] levels, int[] taskOrder) {
    lastTimeSeconds = decoder.evaluate(cores, levels, taskOrder, workspace);
    offerLast(cores, levels);
    return lastTimeSeconds * lastEnergyJoules;
  }

  private void offerLast(int[] cores, int[] levels) {
    lastEnergyJoules = workspace.energyJoules();
    evaluations++;
    if (archive.accepts(lastTimeSeconds, lastEnergyJoules)) {
      archive.offer(lastTimeSeconds, lastEnergyJoules, cores, levels, decoder.canonicalOrder(workspace));
    }
  }

  /** The canonical task order of the schedule last evaluated. */
  public int[] lastCanonicalOrder() {
    return decoder.canonicalOrder(workspace);
  }

  /** Schedule evaluations so far. */
  public int evaluations() {
    return evaluations;
  }

  public ParetoArchive archive() {
    return archive;
  }
}
