package org.valen.cli;

import java.util.ArrayList;
import java.util.List;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.policy.Triggers;

/**
 * A buggy plug-in for the command line's tests: it collects the best offer of every waiting job on
 * node 0 first, then allocates them all, so the second acts on cores the first has taken.
 */
public final class TestStaleOffers implements PolicyProvider {
  @Override
  public String name() {
    return "TestStaleOffers";
  }

  @Override
  public String description() {
    return "test: allocates offers that are no longer valid";
  }

  @Override
  public Policy create(PolicyInputs in) {
    return new Policy() {
      @Override
      public String name() {
        return "TestStaleOffers";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext context) {
        List<Offer> collected = new ArrayList<>();
        for (JobView job : context.waiting()) {
          List<Offer> offers = context.offers(job, 0);
          if (!offers.isEmpty()) {
            collected.add(offers.get(0));
          }
        }
        collected.forEach(o -> context.allocate(o.job(), o.node(), o.plan()));
      }
    };
  }
}
