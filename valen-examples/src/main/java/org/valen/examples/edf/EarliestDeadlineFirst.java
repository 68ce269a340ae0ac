package org.valen.examples.edf;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;
import org.valen.runtime.policy.WaitingOrder;

/**
 * Earliest deadline first (EDF), the classic real-time rule, as a valen policy — the example of
 * {@code docs/policies.md}, not one of the papers' policies. Whenever jobs arrive or finish:
 *
 * <ol>
 *   <li>if asked, drop the waiting jobs whose value has reached zero: they could earn nothing and
 *       would only take cores and energy (they are the front of the expiry order, so this costs
 *       nothing when there are none);
 *   <li>take the waiting job of earliest deadline (arrival + the value curve's deadline, ties to
 *       the earlier arrival) that a node with free cores can run, and start it on the best offer of
 *       those nodes — the fastest, or the one of least energy (ties to the lower node, then the
 *       faster plan); repeat until no core is free or no free node can run a waiting job. A job
 *       that no free node can run (its task types do not run on their core types) waits for the
 *       next decision, and jobs behind it may start meanwhile. The context keeps the waiting jobs
 *       in deadline order per core type, so finding that job costs a look at the front of each
 *       core type with free cores, not a walk over every waiting job.
 * </ol>
 *
 * It asks the decision context only for offers, so it runs on every workload that can make them:
 * paper 001's DAG jobs (earliest-finish plans per core count and v/f level, or design-time
 * profiles where the run has them) as well as paper 000's independent tasks on ETC/APC machines
 * (one plan per P-state).
 */
public final class EarliestDeadlineFirst implements Policy {

  /** Which offer a job takes among those of the nodes with free cores. */
  public enum Choice {
    /** The shortest expected response time. */
    FASTEST,
    /** The least expected energy. */
    LEAST_ENERGY
  }

  private final Choice choice;
  private final boolean dropExpired;

  /**
   * @param choice which offer a job takes
   * @param dropExpired whether waiting jobs whose value has reached zero are dropped
   */
  public EarliestDeadlineFirst(Choice choice, boolean dropExpired) {
    this.choice = Objects.requireNonNull(choice, "choice");
    this.dropExpired = dropExpired;
  }

  @Override
  public String name() {
    return "EDF";
  }

  @Override
  public Triggers triggers() {
    return Triggers.onEventsOnly();
  }

  @Override
  public void decide(DecisionContext context) {
    if (dropExpired) {
      dropExpired(context);
    }
    Set<JobView> noOffer = new HashSet<>();
    for (JobView job = earliestStartable(context, noOffer); job != null; job = earliestStartable(context, noOffer)) {
      Offer best = bestOffer(context, job);
      if (best == null) {
        noOffer.add(job); // no free node offers it a plan (e.g. its profiles need more cores): it waits
      } else {
        context.allocate(job, best.node(), best.plan());
      }
    }
  }

  /**
   * The waiting job of earliest deadline that a core type with free cores can run, leaving out
   * {@code skip}; null if none. Looking only at the front of each such core type's deadline order,
   * a decision never walks the jobs that no free node could take.
   */
  private static JobView earliestStartable(DecisionContext context, Set<JobView> skip) {
    JobView earliest = null;
    for (int type = 0; type < context.platform().coreTypes().size(); type++) {
      if (context.freeCoresOfType(type) == 0) {
        continue;
      }
      for (JobView job : context.waiting(WaitingOrder.DEADLINE, type)) {
        if (!skip.contains(job)) {
          if (earliest == null || job.deadlineSeconds() < earliest.deadlineSeconds()
              || (job.deadlineSeconds() == earliest.deadlineSeconds() && job.index() < earliest.index())) {
            earliest = job;
          }
          break;
        }
      }
    }
    return earliest;
  }

  /** Drops waiting jobs from the front of the expiry order while their value is zero now. */
  private static void dropExpired(DecisionContext context) {
    JobView job = context.firstWaiting(WaitingOrder.EXPIRY);
    while (job != null && job.arrivalSeconds() + job.valueCurve().zeroAfterSeconds() <= context.now()) {
      context.drop(job);
      job = context.firstWaiting(WaitingOrder.EXPIRY);
    }
  }

  /** The best offer for {@code job} on the free cores of any node, starting now; null if none can run it. */
  private Offer bestOffer(DecisionContext context, JobView job) {
    Offer best = null;
    for (int node = context.nextNodeWithFreeCores(0); node >= 0; node = context.nextNodeWithFreeCores(node + 1)) {
      for (Offer offer : context.offers(job, node)) {
        if (best == null || cost(offer) < cost(best)) {
          best = offer;
        }
      }
    }
    return best;
  }

  /** What {@link #choice} minimizes. */
  private double cost(Offer offer) {
    return choice == Choice.FASTEST ? offer.responseSeconds() : offer.energyJoules();
  }
}
