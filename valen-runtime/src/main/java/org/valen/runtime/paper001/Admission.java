package org.valen.runtime.paper001;

import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Offer;

/**
 * Which offers {@link BidAllocation} may take — beyond paper 001, which admits every offer: an
 * energy budget ({@link EnergyBudgetAdmission}, paper 000's adaptive filter), a robustness
 * threshold ({@link RobustAdmission}, paper 002's), or both. An offer that is not admitted is not
 * bid; a job without an admitted offer waits (and is dropped once its value is zero).
 */
public interface Admission {
  /** Admits every offer (paper 001). */
  Admission ALL = new Admission() {
    @Override
    public void begin(DecisionContext context) {}

    @Override
    public boolean admits(DecisionContext context, Offer offer) {
      return true;
    }

    @Override
    public void admitted(Offer offer) {}
  };

  /** Called once at the start of each allocation step, before any offer is looked at. */
  void begin(DecisionContext context);

  /** Whether {@code offer} may be taken now. */
  boolean admits(DecisionContext context, Offer offer);

  /** {@code offer} was taken (its job allocated). */
  void admitted(Offer offer);

  /** Admits what both {@code first} and {@code second} admit. */
  static Admission both(Admission first, Admission second) {
    if (first == ALL) {
      return second;
    }
    if (second == ALL) {
      return first;
    }
    return new Admission() {
      @Override
      public void begin(DecisionContext context) {
        first.begin(context);
        second.begin(context);
      }

      @Override
      public boolean admits(DecisionContext context, Offer offer) {
        return first.admits(context, offer) && second.admits(context, offer);
      }

      @Override
      public void admitted(Offer offer) {
        first.admitted(offer);
        second.admitted(offer);
      }
    };
  }
}
