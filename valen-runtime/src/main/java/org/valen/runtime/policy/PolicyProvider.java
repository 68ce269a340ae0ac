package org.valen.runtime.policy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.valen.model.job.Workload;

/**
 * Makes a policy by name, and says what it takes and needs. Providers are found with {@link
 * java.util.ServiceLoader}: a user's own policy becomes available to every command by listing its
 * provider in {@code META-INF/services/org.valen.runtime.policy.PolicyProvider} of a jar on the
 * class path (for {@code ./valen}: a jar in {@code plugins/} or on {@code VALEN_CLASSPATH}).
 */
public interface PolicyProvider {

  /** Name on the command line and in reports. */
  String name();

  /**
   * Other names the policy answers to on the command line and in scenario files (its class's
   * name, say, beside a short name); case-sensitive, like the name. None by default. A run is
   * reported under the name it was asked by.
   */
  default List<String> aliases() {
    return List.of();
  }

  /** One line: what the policy does and which paper section it implements. */
  String description();

  /** The options it takes; any other is refused before a run starts. */
  default List<PolicyOption> options() {
    return List.of();
  }

  /** What it needs of a run; an unmet need is refused before a run starts. */
  default Set<Need> needs() {
    return Set.of();
  }

  /**
   * Values it takes for options the run leaves out that depend on the workload, so that commands
   * print and record them (paper 000's heuristics: the day end, the paper's on paper 000's trials).
   * By default none: an option left out takes its declared default.
   *
   * @param workload the run's workload
   * @param given the options the run gives
   */
  default List<ChosenOption> chosenOptions(Workload workload, Map<String, String> given) {
    return List.of();
  }

  /**
   * Whether it needs design-time profiles: whether {@link #needs()} holds {@link Need#PROFILES}.
   *
   * @deprecated declare {@link Need#PROFILES} in {@link #needs()} instead. A provider of an earlier
   *     version that still overrides this method to say {@code true} is given the need by {@link
   *     Policies#all()}, so that it is listed, checked and met as a declared one.
   */
  @Deprecated
  default boolean needsProfiles() {
    return needs().contains(Need.PROFILES);
  }

  /** Makes the policy; the inputs' options are known and valid ({@link Policies#problems}). */
  Policy create(PolicyInputs inputs);
}
