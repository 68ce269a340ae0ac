package org.valen.runtime.paper001;

import java.util.HashMap;
import java.util.Map;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.EarliestFinishMapper;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/**
 * Offers found at run time, without profiles (ValOpt, ValEnSepOpt): the job may use {@code
 * min(maxBid, tasks)} cores; its tasks are spread over them by the earliest-finish rule with every
 * core at the fastest level — a load-balanced, minimum-response-time allocation — and, if a
 * {@link LevelChooser} is given, the levels are then chosen for that fixed allocation. Plans are
 * cached per (template, core type, cores).
 */
final class RuntimeOffers implements OfferSource {
  /** Chooses v/f levels for a fixed allocation. */
  interface LevelChooser {
    int[] levels(ScheduleDecoder decoder, int[] taskToCore, int cores);
  }

  private final LevelChooser chooser;
  private final Map<String, Plan> plans = new HashMap<>();
  private final Map<String, ScheduleDecoder> decoders = new HashMap<>();

  /** All cores at the fastest level (ValOpt). */
  RuntimeOffers() {
    this(null);
  }

  RuntimeOffers(LevelChooser chooser) {
    this.chooser = chooser;
  }

  @Override
  public Offer offer(DecisionContext context, JobView job, int node, int maxCores) {
    JobTemplate template = job.template();
    CoreType type = context.platform().coreTypeOf(context.platform().nodes().get(node));
    int cores = Math.min(maxCores, template.taskCount());
    Plan plan = plans.computeIfAbsent(template.id() + "\u0000" + type.id() + "\u0000" + cores,
        k -> plan(context, template, type, cores));
    double value = job.valueIfCompletedAt(context.now() + plan.expectedResponseSeconds());
    return new Offer(job, plan, value, plan.expectedEnergyJoules());
  }

  private Plan plan(DecisionContext context, JobTemplate template, CoreType type, int cores) {
    ScheduleDecoder decoder = decoders.computeIfAbsent(template.id() + "\u0000" + type.id(),
        k -> ScheduleDecoder.of(template, context.catalogue().executionModel(), type, context.platform().interconnect()));
    Allocations.Canonical mapped = EarliestFinishMapper.map(decoder, template, context.platform().interconnect(), cores, 0);
    int[] levels = chooser == null ? mapped.coreLevels() : chooser.levels(decoder, mapped.taskToCore(), mapped.coreLevels().length);
    ScheduleDecoder.Workspace ws = decoder.newWorkspace(levels.length);
    decoder.evaluate(mapped.taskToCore(), levels, ws);
    return new Plan(mapped.taskToCore(), levels, ws.responseTimeSeconds(), ws.energyJoules());
  }
}
