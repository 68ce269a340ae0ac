package org.valen.runtime.offers;

import java.util.Locale;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Where a run's offers ({@code DecisionContext.offers}) come from: design-time profiles or the
 * workload's execution model. A run says which ({@code valen simulate --offers profiles|model});
 * left out, a policy that needs profiles gets {@link #PROFILES} and any other {@link #MODEL}, so
 * that the contents of a profiles folder never change a result unasked.
 */
public enum OfferOrigin {
  /** The selected allocations of design-time profiles (paper 001), loaded and checked from a folder. */
  PROFILES("design-time profiles"),
  /** The execution model: ETC/APC matrices, scaled WCET with the run-time schedule decoder, pmfs. */
  MODEL("the execution model");

  private final String words;

  OfferOrigin(String words) {
    this.words = words;
  }

  /** The name on the command line and in {@code summary.json}: {@code profiles} or {@code model}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** What it is, in a few words. */
  public String words() {
    return words;
  }

  /** The origin a run of {@code provider} takes when none is given: profiles if it needs them, else the model. */
  public static OfferOrigin defaultFor(PolicyProvider provider) {
    return provider.needs().contains(Need.PROFILES) ? PROFILES : MODEL;
  }

  /** Where the offers of a run given {@code inputs} come from: the profiles if it has them, else the model. */
  public static OfferOrigin of(PolicyInputs inputs) {
    return inputs.profiles().isPresent() ? PROFILES : MODEL;
  }

  /** The origin labelled {@code label}. */
  public static OfferOrigin of(String label) {
    for (OfferOrigin o : values()) {
      if (o.label().equals(label.trim())) {
        return o;
      }
    }
    throw new IllegalArgumentException("--offers must be profiles or model, was '" + label + "'");
  }
}
