package org.valen.hc.paper002;

import java.util.ArrayList;
import java.util.List;
import org.valen.hc.paper002.heuristics.Candidate;
import org.valen.hc.paper002.heuristics.Heuristic;
import org.valen.hc.paper002.robustness.AssignedTask;
import org.valen.hc.paper002.robustness.CachedForecasts;
import org.valen.hc.paper002.robustness.CompletionChain;
import org.valen.hc.paper002.robustness.CoreQueue;
import org.valen.hc.paper002.robustness.Forecast;
import org.valen.hc.paper002.robustness.Probabilities;
import org.valen.model.exec.DiscretePmf;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.policy.WaitingOrder;

/**
 * Paper 002's cluster resource manager in immediate mode (sections 3.2 and 5): "each heuristic …
 * assigns a single task to a node, multicore processor, core, and P-state" the moment it arrives,
 * or leaves it unassigned (discarded) when the filters leave no feasible assignment; a task is never
 * reassigned and, once started, runs to completion.
 *
 * <p>For an arriving task z at time-step t_l: every core of every node × every P-state the kernel
 * offers is a candidate, with EET, EEC (section 5.1), ECT and ρ from the core's completion-time pmf
 * (section 4.2) and the core's queue length; the energy filter keeps those within the fair share of
 * Eq. 6, the robustness filter those with ρ ≥ ρ_thresh (section 5.6); the heuristic picks one of
 * the rest and z joins that core's FIFO queue ({@code enqueueOnCore}) in that P-state. With
 * start-time cancellation (section 5.7) the kernel's last look before z starts cancels it if its
 * probability of finishing by its deadline, from its start, is below the threshold; the completion
 * chains anticipate that.
 *
 * <p><b>DAG jobs</b> (beyond the paper, whose tasks are serial): a job of several tasks is the
 * paper's task — mapped as a whole onto one core and P-state, its tasks run one after the other
 * there, its execution-time pmf the convolution along that plan ({@link ExecutionPmfs}). So every
 * rule stays the paper's: a candidate is a core × P-state, a core a FIFO queue, ECT and ρ from the
 * core's completion chain. The price: a job's own parallelism is not used. (Mapping the ready tasks
 * one by one is not offered: the kernel allocates a job with one plan, and the chains of section
 * 4.2 forecast whole queued jobs; spreading a job over several cores would make a candidate a set
 * of cores whose queues must all be free at once — no longer section 5's core × P-state.)
 */
public final class ImmediateModePolicy implements Policy {
  private final Heuristic heuristic;
  private final Paper002Settings settings;
  private final CoreBook book;
  private final ExecutionPmfs pmfs;
  private final CachedForecasts cache;
  private final EnergyEstimate energy;
  private final int[] coreTypeOfNode;

  /**
   * @param model the catalogue's execution model (the tasks' expected times or pmfs)
   * @param budgetJoules ζ_max of the energy filter (resolved from the settings and the platform)
   * @param tAvgSeconds t_avg of Eq. 6 (resolved likewise)
   */
  ImmediateModePolicy(Heuristic heuristic, Paper002Settings settings, org.valen.model.platform.Platform platform,
      org.valen.model.exec.ExecutionModel model, double budgetJoules, double tAvgSeconds) {
    this.heuristic = heuristic;
    this.settings = settings;
    this.book = new CoreBook(platform);
    this.pmfs = new ExecutionPmfs(settings.pmfCv(), settings.pmfStepSeconds(), model, platform.coreTypes());
    this.cache = settings.cachedEvaluation() ? new CachedForecasts(book.totalCores()) : null;
    this.energy = settings.filter().energy() ? new EnergyEstimate(budgetJoules, book.idleWallWatts(),
        settings.windowSeconds(), book.totalCores(), tAvgSeconds, settings.fairShare()) : null;
    this.coreTypeOfNode = new int[platform.nodes().size()];
    for (int n = 0; n < coreTypeOfNode.length; n++) {
      coreTypeOfNode[n] = platform.coreTypes().indexOf(platform.coreTypeOf(platform.nodes().get(n)));
    }
  }

  @Override
  public String name() {
    return heuristic.name();
  }

  @Override
  public Triggers triggers() {
    return Triggers.onEventsOnly();
  }

  /** Maps every task that arrived at this instant, in arrival order (immediate mode). */
  @Override
  public void decide(DecisionContext context) {
    for (JobView job : context.waiting(WaitingOrder.ARRIVAL)) {
      map(context, job);
    }
  }

  private void map(DecisionContext context, JobView job) {
    List<Candidate> feasible = robust(candidates(context, job));
    if (feasible.isEmpty()) {
      context.drop(job); // "a filtering mechanism could eliminate all potential assignments, … the task … discarded"
      return;
    }
    Candidate chosen = heuristic.choose(feasible, job);
    AssignedTask task = new AssignedTask(job.index(), pmfs.of(chosen.offer(), coreTypeOfNode[chosen.node()]),
        job.deadlineSeconds(), chosen.energyAboveIdleJoules());
    book.assign(task, chosen.globalCore());
    if (energy != null) {
      energy.assigned(task.energyAboveIdleJoules());
    }
    context.enqueueOnCore(job, chosen.node(), chosen.core(), chosen.offer().plan());
  }

  /**
   * Every core × P-state the kernel offers for {@code job} that passes the energy filter if it is on,
   * in node, core, P-state order. The energy filter (section 5.6) compares EEC above idle, which
   * depends on the node and the P-state alone, with the fair share of Eq. 6, so it is applied to the
   * node's offers before its cores are listed. A core's forecast is looked up when the first of its
   * candidates needs it (see {@link Candidate}).
   */
  private List<Candidate> candidates(DecisionContext context, JobView job) {
    double now = context.now();
    double deadline = job.deadlineSeconds();
    boolean anticipates = settings.anticipatedCancellationBelow() > 0;
    double fairShare = energy != null ? energy.fairShareJoules(now, book.averageQueueDepth()) : Double.POSITIVE_INFINITY;
    List<Candidate> all = new ArrayList<>(book.totalCores() * 5);
    for (int node = 0; node < book.nodes(); node++) {
      List<Offer> offers = context.offers(job, node, 1, now);
      double efficiency = book.efficiency(node);
      List<Assignment> kept = new ArrayList<>(offers.size());
      for (Offer offer : offers) {
        DiscretePmf execution = pmfs.of(offer, coreTypeOfNode[node]);
        double watts = offer.energyJoules() / offer.responseSeconds();
        double aboveIdle = execution.mean() * (watts - book.idleWatts(node)) / efficiency;
        if (energy == null || EnergyEstimate.passes(aboveIdle, fairShare)) {
          kept.add(new Assignment(offer, execution, execution.mean() * watts / efficiency, aboveIdle));
        }
      }
      for (int core = 0; core < book.cores(node) && !kept.isEmpty(); core++) {
        int global = book.globalCore(node, core);
        CoreOutlook outlook = new CoreOutlook(book.queue(global), () -> forecast(global, now), anticipates,
            cache != null);
        for (Assignment a : kept) {
          all.add(new Candidate(node, core, global, a.offer(), a.execution().mean(), a.expectedEnergyJoules(),
              a.energyAboveIdleJoules(), outlook.of(a.execution(), deadline)));
        }
      }
    }
    return all;
  }

  /** A node in one P-state for the arriving task: the offer, its execution-time pmf, EEC, and EEC above idle. */
  private record Assignment(Offer offer, DiscretePmf execution, double expectedEnergyJoules,
      double energyAboveIdleJoules) {}

  private Forecast forecast(int globalCore, double now) {
    CoreQueue queue = book.queue(globalCore);
    double cancelBelow = settings.anticipatedCancellationBelow();
    return cache != null ? cache.at(globalCore, queue, now, cancelBelow) : CompletionChain.of(queue, now, cancelBelow);
  }

  /** Section 5.6's robustness filter, if it is on (after the energy filter: {@link #candidates}). */
  private List<Candidate> robust(List<Candidate> all) {
    if (settings.filter().robustness()) {
      all.removeIf(c -> c.robustness() < settings.robustnessThreshold());
    }
    return all;
  }

  /**
   * Start-time cancellation (section 5.7): the task's completion time from now is its execution
   * time shifted by now; below the threshold it is cancelled and its energy goes back to the estimate.
   */
  @Override
  public boolean lastLook(JobView job, double nowSeconds) {
    AssignedTask task = book.task(job.index());
    if (task == null) {
      return true; // not one of ours (cannot happen: this policy queues every job it runs)
    }
    if (settings.cancellation() && startProbability(task, nowSeconds) < settings.cancellationThreshold()) {
      book.cancelled(task);
      if (energy != null) {
        energy.cancelled(task.energyAboveIdleJoules());
      }
      return false;
    }
    book.started(task, nowSeconds);
    return true;
  }

  /** The probability that {@code task}, starting at {@code now}, finishes by its deadline. */
  static double startProbability(AssignedTask task, double now) {
    return Probabilities.probability(DiscretePmf.pointMass(now).probabilityAtMostWith(task.executionPmf(),
        task.deadlineSeconds()));
  }

  @Override
  public void finished(JobView job) {
    AssignedTask task = book.task(job.index());
    if (task != null) {
      book.finished(task);
    }
  }
}
