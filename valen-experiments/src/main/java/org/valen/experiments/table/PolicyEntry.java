package org.valen.experiments.table;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.valen.model.Check;

/**
 * One policy of an experiment: which policy runs, under which label, with which options of its
 * own.
 *
 * @param policy the policy's name ({@code valen policies})
 * @param label the name of its runs: the policy column of {@code runs.csv} and the legend; unique
 *     within an experiment
 * @param options its own options; they win over those the setup gives to every policy that takes
 *     them (e.g. {@code checkpointSeconds} from the setup's checkpoint interval)
 */
public record PolicyEntry(String policy, String label, Map<String, String> options) {

  public PolicyEntry {
    Check.id(policy, "policy");
    Check.id(label, "label");
    options = Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /** The policy under its own name, without options of its own. */
  public static PolicyEntry of(String policy) {
    return new PolicyEntry(policy, policy, Map.of());
  }

  /** Each policy under its own name, without options of its own. */
  public static List<PolicyEntry> of(List<String> policies) {
    return policies.stream().map(PolicyEntry::of).toList();
  }

  /** Its own option {@code name}, or {@code fallback}. */
  public String option(String name, String fallback) {
    return options.getOrDefault(name, fallback);
  }

  /** For reports: the label, and what it stands for if that is more than the policy's name. */
  public String description() {
    String own = this.options.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(", "));
    String plain = label.equals(policy) ? "" : policy;
    String inside = plain.isEmpty() || own.isEmpty() ? plain + own : plain + ", " + own;
    return inside.isEmpty() ? label : label + " (" + inside + ")";
  }
}
