package org.valen.external;

import java.util.List;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * The policy {@code external}: a policy in any language, run as a process that speaks the
 * external-policy protocol over its standard input and output ({@code --option
 * command="python3 my_policy.py"}). Registered by {@link java.util.ServiceLoader} like every other
 * policy, so it runs wherever they run: {@code valen simulate}, scenario files, experiments.
 */
public final class ExternalPolicyProvider implements PolicyProvider {
  public static final String NAME = "external";
  /** Option: the process's command line, split into words as a shell would ({@link CommandWords}). */
  public static final String COMMAND = "command";
  /** Option: the longest the kernel waits for the process, each time it waits. */
  public static final String TIMEOUT_SECONDS = "timeoutSeconds";
  /** The default of {@link #TIMEOUT_SECONDS}. */
  public static final double DEFAULT_TIMEOUT_SECONDS = 60;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "a policy in another language: a process speaking valen's external-policy protocol (JSON lines,"
        + " docs/formats.md), e.g. the Python client's examples";
  }

  @Override
  public List<PolicyOption> options() {
    return List.of(
        PolicyOption.text(COMMAND, "none", "the process to run, e.g. \"python3 my_policy.py --x 1\": split into words"
            + " as a shell would (quotes, backslashes), run without a shell; required"),
        PolicyOption.number(TIMEOUT_SECONDS, DEFAULT_TIMEOUT_SECONDS,
            "seconds the kernel waits at most for each answer of the process before it stops it (> 0)"));
  }

  /**
   * The policy; starts no process yet.
   *
   * @throws IllegalArgumentException without a command, with a command that does not split into
   *     words, or with a timeout not above 0
   */
  @Override
  public Policy create(PolicyInputs inputs) {
    String command = inputs.text(COMMAND, "");
    if (command.isBlank()) {
      throw new IllegalArgumentException("give the process to run: --option command=\"python3 my_policy.py\""
          + " (in a scenario file: \"options\": {\"command\": …})");
    }
    double timeout = inputs.number(TIMEOUT_SECONDS, DEFAULT_TIMEOUT_SECONDS);
    if (!(timeout > 0)) {
      throw new IllegalArgumentException("option " + TIMEOUT_SECONDS + " must be above 0 seconds, was " + timeout);
    }
    return new ExternalPolicy(new ExternalSettings(command, CommandWords.split(command), timeout), inputs);
  }
}
