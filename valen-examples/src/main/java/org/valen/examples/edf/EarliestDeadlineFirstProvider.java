package org.valen.examples.edf;

import java.util.List;
import java.util.Set;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Makes {@link EarliestDeadlineFirst} by the name {@code EDF}, with two options; listed in {@code
 * META-INF/services/org.valen.runtime.policy.PolicyProvider} of this module's jar, so that a jar in
 * {@code plugins/} or on {@code VALEN_CLASSPATH} is all {@code ./valen} needs to run it.
 */
public final class EarliestDeadlineFirstProvider implements PolicyProvider {
  /** Option: which offer a job takes, {@value #FASTEST} or {@value #LEAST_ENERGY}. */
  public static final String OFFER = "offer";
  /** Option: whether waiting jobs whose value has reached zero are dropped. */
  public static final String DROP_EXPIRED = "dropExpired";
  /** Value of {@link #OFFER}: the shortest expected response time. */
  public static final String FASTEST = "fastest";
  /** Value of {@link #OFFER}: the least expected energy. */
  public static final String LEAST_ENERGY = "least-energy";

  @Override
  public String name() {
    return "EDF";
  }

  /** Its class's name too: {@code --policy EarliestDeadlineFirst} runs it as well. */
  @Override
  public List<String> aliases() {
    return List.of("EarliestDeadlineFirst");
  }

  @Override
  public String description() {
    return "example (valen-examples): earliest deadline first, each job on the best offer of the free nodes";
  }

  @Override
  public List<PolicyOption> options() {
    return List.of(
        PolicyOption.choice(OFFER, FASTEST, "which offer of the free nodes a job takes", FASTEST, LEAST_ENERGY),
        PolicyOption.onOff(DROP_EXPIRED, true, "drop waiting jobs whose value has reached zero"));
  }

  /** None: offers come from whatever model the run has (profiles, ETC/APC matrices, the decoder). */
  @Override
  public Set<Need> needs() {
    return Set.of();
  }

  @Override
  public Policy create(PolicyInputs inputs) {
    return new EarliestDeadlineFirst(choice(inputs.text(OFFER, FASTEST)), inputs.isOn(DROP_EXPIRED, true));
  }

  /** The choice that {@code text} names; commands check options first, this refuses a bad one anyway. */
  private static EarliestDeadlineFirst.Choice choice(String text) {
    if (text.trim().equalsIgnoreCase(FASTEST)) {
      return EarliestDeadlineFirst.Choice.FASTEST;
    }
    if (text.trim().equalsIgnoreCase(LEAST_ENERGY)) {
      return EarliestDeadlineFirst.Choice.LEAST_ENERGY;
    }
    throw new IllegalArgumentException("option " + OFFER + " must be " + FASTEST + " or " + LEAST_ENERGY + ", was '" + text + "'");
  }
}
