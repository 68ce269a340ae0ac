package org.valen.hc.paper000.mapping;

import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * Paper 000's resource manager (section III) as a policy on the kernel. Arriving tasks join the
 * mappable tasks set as they arrive ({@link #arrived}); batch mapping events every minute then
 * (1) drop tasks of low potential utility, (2) recompute the adaptive energy filter and (3) let a
 * {@link Heuristic} map tasks to machines and P-states, in the queued or the polled environment:
 * the three operations of the paper's mapping event.
 *
 * <p>The day's energy constraint E applies from the start to the end of the day (hours 3–26);
 * mapping stops at the end of the day (without a budget, only if the settings give one). Every
 * assignment fits the energy left, so the day's energy never exceeds E: e_cons counts what the
 * kernel metered since the start of the day, e_unmov what unmovable tasks will still use.
 *
 * <p>This is the accelerated engine of paper 000's heuristics, for paper 000's own workloads
 * ({@link EngineWorkload}); {@code org.valen.hc.paper000.rules} holds the same mapping event as
 * readable rules over offers, for any workload, which make the same decisions.
 */
public final class MappingEventPolicy implements Policy {
  private final Heuristic heuristic;
  private final MappingSettings settings;
  private final EventObserver observer;
  private Platform platform;
  private Catalogue catalogue;
  private ChoiceTable table;
  private TaskPool pool;
  private Machines machines;
  private Dropping dropping;
  private MappingRound round;
  private double energyAtDayStart = Double.NaN;

  /** Sees every mapping event's figures (tests, benchmarks). */
  public interface EventObserver {
    EventObserver NONE = e -> {};

    void mapped(MappingEvent event);
  }

  /**
   * What one mapping event did.
   *
   * @param seconds when
   * @param mappable tasks in the mappable set after dropping
   * @param dropped tasks dropped
   * @param assignments assignments made (queued: including revisable ones)
   * @param filter the filter's quantities, or null outside the constrained day
   */
  public record MappingEvent(double seconds, int mappable, int dropped, int assignments, EnergyFilter filter) {}

  public MappingEventPolicy(Heuristic heuristic, MappingSettings settings) {
    this(heuristic, settings, EventObserver.NONE);
  }

  public MappingEventPolicy(Heuristic heuristic, MappingSettings settings, EventObserver observer) {
    this.heuristic = heuristic;
    this.settings = settings;
    this.observer = observer;
  }

  /**
   * A policy that builds its tables for {@code platform} and {@code catalogue} now rather than in
   * its first mapping event (which would then take milliseconds); it still works on any other.
   */
  public MappingEventPolicy(Heuristic heuristic, MappingSettings settings, Platform platform, Catalogue catalogue) {
    this(heuristic, settings, EventObserver.NONE);
    start(platform, catalogue);
  }

  @Override
  public String name() {
    return heuristic.name();
  }

  /**
   * A task joins the mappable tasks set when it arrives, between mapping events, as in a resource
   * manager that takes submissions in as they come; a policy whose tables do not exist yet takes
   * it in at its first event.
   */
  @Override
  public void arrived(JobView job) {
    if (pool != null) {
      take(job);
    }
  }

  /**
   * A task ended: its machine is looked at in the next event, even if it ended before its expected
   * end (the kernel's execution-time variability), so that an idle machine is used at once.
   */
  @Override
  public void finished(JobView job) {
    if (machines != null) {
      machines.finished(job);
    }
  }

  @Override
  public Triggers triggers() {
    return Triggers.periodic(settings.mappingIntervalSeconds());
  }

  public MappingSettings settings() {
    return settings;
  }

  @Override
  public void decide(DecisionContext context) {
    double now = context.now();
    if (platform != context.platform() || catalogue != context.catalogue()) {
      start(context.platform(), context.catalogue());
      context.waiting().forEach(this::take); // arrivals before the tables existed
    }
    machines.sync(now, context, this::take);
    if (now >= settings.dayEndSeconds()) {
      return;
    }
    int dropped = dropping.run(now, context);
    EnergyFilter filter = null;
    double eBud = Double.POSITIVE_INFINITY;
    double eRem = Double.POSITIVE_INFINITY;
    if (now >= settings.dayStartSeconds() && Double.isFinite(settings.energyBudgetJoules())) {
      if (Double.isNaN(energyAtDayStart)) {
        energyAtDayStart = context.energyJoules();
      }
      double consumed = context.energyJoules() - energyAtDayStart;
      filter = EnergyFilter.compute(settings.energyBudgetJoules(), consumed, machines.unmovableJoules(now),
          machines.remainingSeconds(now, settings.dayEndSeconds()), table.machines * settings.daySeconds(),
          table.meanEtc, table.meanEec);
      eRem = filter.eRemJoules();
      eBud = settings.filter() ? filter.eBudJoules() : Double.POSITIVE_INFINITY;
    }
    round.begin(context, now, now + settings.mappingIntervalSeconds(), eBud, eRem, heuristic.usesAllPStates());
    try {
      heuristic.map(round);
    } finally {
      round.end();
    }
    if (observer != EventObserver.NONE) {
      observer.mapped(new MappingEvent(now, pool.size(), dropped, round.assignments(), filter));
    }
  }

  private void start(Platform onPlatform, Catalogue ofCatalogue) {
    platform = onPlatform;
    catalogue = ofCatalogue;
    table = new ChoiceTable(platform, catalogue);
    pool = new TaskPool(table.taskTypes);
    machines = new Machines(table, settings.environment() == Environment.QUEUED);
    dropping = new Dropping(table, pool, machines, settings.droppingThresholdUtility());
    round = new MappingRound(table, pool, machines);
    heuristic.prepare(round);
  }

  private void take(JobView job) {
    pool.add(job, table.taskTypeOf(job.template()), job.valueCurve().maxValue());
  }
}
