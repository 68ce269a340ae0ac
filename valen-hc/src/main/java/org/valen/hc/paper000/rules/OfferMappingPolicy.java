package org.valen.hc.paper000.rules;

import java.util.List;
import org.valen.hc.paper000.mapping.EnergyFilter;
import org.valen.hc.paper000.mapping.Environment;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.runtime.offers.RunPlans;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.Triggers;

/**
 * Paper 000's resource manager (section III) as a policy over the kernel's offers, on any
 * workload: DAG jobs on nodes of many cores as well as its one-task jobs on machines of one core.
 * Jobs join the mappable set as they arrive; a mapping event every {@code mappingIntervalSeconds}
 * then runs the paper's three operations:
 *
 * <ol>
 *   <li>dropping of jobs of low potential value ({@link DroppingRule}, section III-B);
 *   <li>the adaptive energy filter (section III-C, {@link DayEnergy}): from the start of the day,
 *       e_bud for each choice and the energy left for the day;
 *   <li>the heuristic ({@link MappingRule}, section III-D), through the event's {@link Round}.
 * </ol>
 *
 * In the queued environment the event first takes back every job queued behind a node queue's
 * head (the pending job, which is unmovable): the virtual queues are mapped again at every event.
 *
 * <p><b>The day.</b> With an energy budget E, the day [dayStartSeconds, dayEndSeconds) is the
 * period E covers: before it (warm-up) there is no constraint or filter, from its end no mapping.
 * Without a budget the day bounds nothing unless dayEndSeconds is given (see {@code
 * Paper000Options}).
 */
public final class OfferMappingPolicy implements Policy {
  private final MappingRule rule;
  private final MappingSettings settings;
  private final OfferIndex index;
  private final MappableSet mappable;
  private final DroppingRule dropping;
  private final DayEnergy dayEnergy;
  private final int cores;
  private double energyAtDayStartJoules = Double.NaN;
  private long events;
  /** The nodes' timelines of the last mapping event (set again at the next). */
  private List<NodeTimeline> timelines = List.of();

  /**
   * A policy for the platform, catalogue and profiles of {@code inputs}.
   *
   * @param indexed whether the {@link OfferIndex} finds the rule's choices (else the rule scans)
   */
  public OfferMappingPolicy(MappingRule rule, MappingSettings settings, boolean indexed, PolicyInputs inputs) {
    this.rule = rule;
    this.settings = settings;
    this.index = indexed ? new OfferIndex(inputs.catalogue(), settings.droppingThresholdUtility()) : null;
    this.mappable = new MappableSet(indexed ? index : MappableSet.Listener.NONE);
    this.dropping = new DroppingRule(settings.droppingThresholdUtility(), inputs.catalogue());
    this.dayEnergy = new DayEnergy(inputs.platform(), inputs.catalogue(),
        new RunPlans(inputs.platform(), inputs.catalogue(), inputs.profiles()));
    this.cores = inputs.platform().totalCores();
  }

  @Override
  public String name() {
    return rule.name();
  }

  @Override
  public Triggers triggers() {
    return Triggers.periodic(settings.mappingIntervalSeconds());
  }

  @Override
  public void arrived(JobView job) {
    mappable.add(job);
  }

  @Override
  public void decide(DecisionContext context) {
    double now = context.now();
    if (settings.environment() == Environment.QUEUED) {
      takeBackVirtualQueues(context);
    }
    if (now >= settings.dayEndSeconds()) {
      return;
    }
    List<NodeTimeline> nodes = timelines = NodeTimeline.of(context, timelines);
    if (index != null) {
      index.beginAndDrop(context, nodes, settings.environment() == Environment.QUEUED, events + 1, mappable);
    } else {
      dropping.run(context, mappable, nodes);
    }
    double eBud = Double.POSITIVE_INFINITY;
    double eRem = Double.POSITIVE_INFINITY;
    if (now >= settings.dayStartSeconds() && Double.isFinite(settings.energyBudgetJoules())) {
      if (Double.isNaN(energyAtDayStartJoules)) {
        energyAtDayStartJoules = context.energyJoules();
      }
      double consumed = context.energyJoules() - energyAtDayStartJoules;
      EnergyFilter filter = dayEnergy.filter(settings.energyBudgetJoules(), consumed, nodes, settings.dayEndSeconds(),
          settings.daySeconds(), cores);
      eRem = filter.eRemJoules();
      eBud = settings.filter() ? filter.eBudJoules() : Double.POSITIVE_INFINITY;
    }
    rule.map(new Round(context, settings.environment() == Environment.QUEUED, mappable, nodes,
        now + settings.mappingIntervalSeconds(), eBud, eRem, ++events, index));
  }

  /** Withdraws the jobs behind each node queue's head, last first, node by node: they are mappable again. */
  private void takeBackVirtualQueues(DecisionContext context) {
    for (int node = 0; node < context.nodeCount(); node++) {
      List<? extends JobView> queue = context.queue(node);
      for (int k = queue.size() - 1; k >= 1; k--) {
        context.withdraw(queue.get(k));
        mappable.add(queue.get(k));
      }
    }
  }
}
