package org.valen.runtime.offers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.EarliestFinishMapper;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.runtime.policy.Plan;

/**
 * Plans from the execution model alone, as a run without profiles answers an offer query:
 *
 * <ul>
 *   <li>a one-task job: its task on one core at every v/f level, in level order (0 first) — paper 000's
 *       allocation choices (machine, P-state) on a node; with a stochastic model each plan carries
 *       the task's execution-time pmf at that level;
 *   <li>a DAG job: for every core count up to {@code maxCores} (at most one per task) and every
 *       level, the earliest-finish allocation on that many cores with every core at that level
 *       ({@link EarliestFinishMapper}), scheduled by the {@link ScheduleDecoder}; a plan that
 *       another beats in both response time and energy is left out (no rule over value, time or
 *       energy would take it), as are repeats; fastest first.
 * </ul>
 *
 * Plans are computed once per (template, core type, cores) and kept: a source serves one run.
 */
public final class ModelPlans implements PlanSource {
  private final ExecutionModel model;
  private final Interconnect interconnect;
  private final Map<Key, List<Plan>> plans = new HashMap<>();
  private final Map<Key, ScheduleDecoder> decoders = new HashMap<>();

  private record Key(String template, String coreType, int cores) {}

  public ModelPlans(ExecutionModel model, Interconnect interconnect) {
    this.model = model;
    this.interconnect = interconnect;
  }

  @Override
  public List<Plan> plans(JobTemplate template, CoreType coreType, int maxCores) {
    int cores = Math.min(maxCores, template.taskCount());
    if (cores <= 0) {
      return List.of();
    }
    return plans.computeIfAbsent(new Key(template.id(), coreType.id(), cores), k -> make(template, coreType, cores));
  }

  private List<Plan> make(JobTemplate template, CoreType type, int cores) {
    for (int t = 0; t < template.taskCount(); t++) {
      if (!model.canRun(template.task(t), type)) {
        return List.of();
      }
    }
    ScheduleDecoder decoder = decoders.computeIfAbsent(new Key(template.id(), type.id(), 0),
        k -> ScheduleDecoder.of(template, model, type, interconnect));
    return template.taskCount() == 1 ? oneTask(template, type, decoder) : dag(template, type, decoder, cores);
  }

  private List<Plan> oneTask(JobTemplate template, CoreType type, ScheduleDecoder decoder) {
    List<Plan> all = new ArrayList<>();
    DecoderWorkspace ws = decoder.newWorkspace(1);
    for (int level = 0; level < type.levelCount(); level++) {
      int[] taskToCore = {0};
      int[] levels = {level};
      decoder.evaluate(taskToCore, levels, ws);
      all.add(new Plan(taskToCore, levels, ws.responseTimeSeconds(), ws.energyJoules(),
          model instanceof StochasticExecutionModel s ? s.timePmf(template.task(0), type, level) : null));
    }
    return List.copyOf(all);
  }

  private List<Plan> dag(JobTemplate template, CoreType type, ScheduleDecoder decoder, int cores) {
    List<Plan> all = new ArrayList<>();
    DecoderWorkspace ws = decoder.newWorkspace(cores);
    for (int c = 1; c <= cores; c++) {
      for (int level = 0; level < type.levelCount(); level++) {
        Allocations.Canonical mapped = EarliestFinishMapper.map(decoder, template, interconnect, c, level);
        decoder.evaluate(mapped.taskToCore(), mapped.coreLevels(), ws);
        Plan plan = new Plan(mapped.taskToCore(), mapped.coreLevels(), ws.responseTimeSeconds(), ws.energyJoules());
        if (all.stream().noneMatch(p -> p.sameAllocationAs(plan))) {
          all.add(plan);
        }
      }
    }
    return nonDominated(all);
  }

  /** The plans no other beats in both response time and energy, fastest first (ties: as generated). */
  static List<Plan> nonDominated(List<Plan> plans) {
    List<Plan> sorted = new ArrayList<>(plans);
    sorted.sort(Comparator.comparingDouble(Plan::expectedResponseSeconds)
        .thenComparingDouble(Plan::expectedEnergyJoules));
    List<Plan> kept = new ArrayList<>();
    double leastEnergy = Double.POSITIVE_INFINITY;
    for (Plan p : sorted) {
      if (p.expectedEnergyJoules() < leastEnergy) {
        kept.add(p);
        leastEnergy = p.expectedEnergyJoules();
      }
    }
    return List.copyOf(kept);
  }
}
