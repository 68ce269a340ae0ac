package org.valen.experiments.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Policies added to an experiment from the command line: {@code --add-policy
 * POLICY[:NAME=VALUE,...]}, each a policy name and options of its own; the reserved name {@code
 * label} gives the label of its runs (default: the policy's name), so one policy can be added twice.
 * An unknown policy, an option it does not take and a bad value are refused, one line each.
 */
public final class AddedPolicies {
  private static final String OPTION = "--add-policy";

  private AddedPolicies() {}

  /**
   * The entries {@code specs} give.
   *
   * @throws InvalidInputException with every problem
   */
  public static List<PolicyEntry> parse(List<String> specs) {
    List<Problem> problems = new ArrayList<>();
    List<PolicyEntry> entries = new ArrayList<>();
    for (String spec : specs) {
      entry(spec, problems).ifPresent(entries::add);
    }
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    return entries;
  }

  private static Optional<PolicyEntry> entry(String spec, List<Problem> problems) {
    int colon = spec.indexOf(':');
    String name = (colon < 0 ? spec : spec.substring(0, colon)).trim();
    Optional<PolicyProvider> provider = Policies.find(name);
    if (provider.isEmpty()) {
      problems.add(new Problem(OPTION, spec, "\"" + name + "\"", "a policy: one of " + String.join(", ", Policies.names())));
      return Optional.empty();
    }
    Map<String, String> options = new TreeMap<>();
    String label = provider.get().name();
    int before = problems.size();
    if (colon >= 0 && !spec.substring(colon + 1).isBlank()) {
      for (String pair : spec.substring(colon + 1).split(",")) {
        int eq = pair.indexOf('=');
        if (eq <= 0) {
          problems.add(new Problem(OPTION, spec, "\"" + pair + "\"", "NAME=VALUE (POLICY:NAME=VALUE,NAME=VALUE)"));
          continue;
        }
        String key = pair.substring(0, eq).trim();
        String value = pair.substring(eq + 1).trim();
        if (key.equals("label")) {
          label = value;
          continue;
        }
        PolicyChecks.option(provider.get(), key, value).ifPresentOrElse(
            m -> problems.add(new Problem(OPTION, spec, m.found(), m.expected())), () -> options.put(key, value));
      }
    }
    if (label.isBlank() || label.matches(".*[,\"\\r\\n].*")) {
      problems.add(new Problem(OPTION, spec, "label \"" + label + "\"", "a label without commas or quotes"));
    }
    return problems.size() == before ? Optional.of(new PolicyEntry(provider.get().name(), label, options))
        : Optional.empty();
  }
}
