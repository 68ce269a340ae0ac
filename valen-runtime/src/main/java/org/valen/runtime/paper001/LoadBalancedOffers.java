package org.valen.runtime.paper001;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.EarliestFinishMapper;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.OfferSource;
import org.valen.runtime.policy.Plan;

/**
 * Offers found at run time, without profiles (ValOpt, ValEnSepOpt): the job may use {@code
 * min(maxBid, tasks)} cores; its tasks are spread over them by the earliest-finish rule with every
 * core at the fastest level — a load-balanced, minimum-response-time allocation — and, if a
 * {@link LevelChooser} is given, the levels are then chosen for that fixed allocation. Plans are
 * cached per (template, core type, cores). A node whose core type cannot run every task of the job
 * offers nothing.
 */
public final class LoadBalancedOffers implements OfferSource {
  /** Chooses v/f levels for a fixed allocation. */
  public interface LevelChooser {
    int[] levels(ScheduleDecoder decoder, int[] taskToCore, int cores);
  }

  private final LevelChooser chooser;
  private final Map<String, Plan> plans = new HashMap<>();
  private final Map<String, ScheduleDecoder> decoders = new HashMap<>();
  private final Map<String, Boolean> runs = new HashMap<>();

  /** All cores at the fastest level (ValOpt). */
  public LoadBalancedOffers() {
    this(null);
  }

  public LoadBalancedOffers(LevelChooser chooser) {
    this.chooser = chooser;
  }

  @Override
  public List<Offer> offers(DecisionContext context, JobView job, int node, int maxCores) {
    JobTemplate template = job.template();
    CoreType type = context.coreType(node);
    int cores = Math.min(maxCores, template.taskCount());
    if (cores <= 0 || !runs(context.catalogue().executionModel(), template, type)) {
      return List.of();
    }
    Plan plan = plans.computeIfAbsent(template.id() + "\u0000" + type.id() + "\u0000" + cores,
        k -> plan(context, template, type, cores));
    return List.of(Offer.of(job, node, plan, context.now()));
  }

  private boolean runs(ExecutionModel model, JobTemplate template, CoreType type) {
    return runs.computeIfAbsent(template.id() + "\u0000" + type.id(),
        k -> template.tasks().stream().allMatch(t -> model.canRun(t, type)));
  }

  private Plan plan(DecisionContext context, JobTemplate template, CoreType type, int cores) {
    ScheduleDecoder decoder = decoders.computeIfAbsent(template.id() + "\u0000" + type.id(),
        k -> ScheduleDecoder.of(template, context.catalogue().executionModel(), type, context.platform().interconnect()));
    Allocations.Canonical mapped = EarliestFinishMapper.map(decoder, template, context.platform().interconnect(), cores, 0);
    int[] levels = chooser == null ? mapped.coreLevels() : chooser.levels(decoder, mapped.taskToCore(), mapped.coreLevels().length);
    DecoderWorkspace ws = decoder.newWorkspace(levels.length);
    decoder.evaluate(mapped.taskToCore(), levels, ws);
    return new Plan(mapped.taskToCore(), levels, ws.responseTimeSeconds(), ws.energyJoules());
  }
}
