package org.valen.experiments.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.JsonIn;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyProvider;

/**
 * The {@code "policies"} of a scenario file: each a policy name, or an object with the policy, a
 * label and options of its own:
 *
 * <pre>
 * "policies": ["ValEnJoinOpt",
 *              {"policy": "MaxUPE", "label": "MaxUPE-polled", "options": {"environment": "polled"}},
 *              {"policy": "ValEnAdaptOpt", "options": {"checkpointSeconds": "600"}}]
 * </pre>
 *
 * An unknown policy, an option it does not take, a bad value and a label used twice are each a
 * problem at its JSON path. A label defaults to the policy's name.
 */
final class ScenarioPolicies {
  private static final int MAX_FOUND_LENGTH = 60;

  private ScenarioPolicies() {}

  /** The entries that read cleanly; the problems of the others are reported. */
  static List<PolicyEntry> read(JsonIn root) {
    List<PolicyEntry> entries = new ArrayList<>();
    Map<String, String> firstPathOfLabel = new HashMap<>();
    for (JsonIn p : root.nonEmptyArray("policies")) {
      Optional<Labelled> read = entry(p);
      if (read.isEmpty()) {
        continue;
      }
      PolicyEntry e = read.get().entry();
      String before = firstPathOfLabel.putIfAbsent(e.label(), p.path());
      if (before != null) {
        p.problems().add(read.get().labelPath(), "label \"" + e.label() + "\", which " + before + " has too",
            "a label of its own (give \"label\"): it names the policy's runs in runs.csv and the legend");
      } else {
        entries.add(e);
      }
    }
    return entries;
  }

  /** An entry and the path where its label is, or would be. */
  private record Labelled(PolicyEntry entry, String labelPath) {}

  private static Optional<Labelled> entry(JsonIn p) {
    int mark = p.problems().count();
    String name;
    String namePath;
    Optional<String> label = Optional.empty();
    Map<String, String> options = new TreeMap<>();
    Map<String, String> optionPaths = new HashMap<>();
    if (p.node().isTextual()) {
      name = p.text();
      namePath = p.path();
    } else if (p.node().isObject()) {
      p.requireObject("policy", "label", "options");
      name = p.text("policy");
      namePath = p.path("policy");
      label = p.optionalText("label");
      if (label.isPresent() && label.get().matches(".*[,\"\\r\\n].*")) {
        p.problem("label", "\"" + label.get() + "\"", "a label without commas, quotes or line breaks (a column of runs.csv)");
      }
      p.optionalObject("options").ifPresent(o -> options(o, options, optionPaths));
    } else {
      p.problem(describe(p.node()), "a policy name, or an object {\"policy\": NAME, \"label\": LABEL, \"options\": {...}}");
      return Optional.empty();
    }
    Optional<PolicyProvider> provider = Policies.find(name);
    if (provider.isEmpty() && !"?".equals(name)) {
      p.problems().add(namePath, "\"" + name + "\"", "a policy: one of " + String.join(", ", Policies.names()));
    }
    provider.ifPresent(known -> options.forEach((key, value) -> PolicyChecks.option(known, key, value)
        .ifPresent(m -> p.problems().add(optionPaths.get(key), m.found(), m.expected()))));
    if (!p.problems().noneSince(mark)) {
      return Optional.empty();
    }
    String policy = provider.orElseThrow().name();
    String labelPath = p.node().isObject() ? p.path("label") : p.path();
    return Optional.of(new Labelled(new PolicyEntry(policy, label.orElse(policy), options), labelPath));
  }

  /** Option values are JSON strings or numbers; a number is taken as written. */
  private static void options(JsonIn in, Map<String, String> options, Map<String, String> paths) {
    for (Iterator<Map.Entry<String, JsonNode>> it = in.node().fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> f = it.next();
      JsonNode v = f.getValue();
      if (v.isTextual() || v.isNumber()) {
        options.put(f.getKey(), v.asText());
        paths.put(f.getKey(), in.path(f.getKey()));
      } else {
        in.problem(f.getKey(), describe(v), "a JSON string or number");
      }
    }
  }

  private static String describe(JsonNode value) {
    String text = value.toString();
    return text.length() <= MAX_FOUND_LENGTH ? text : text.substring(0, MAX_FOUND_LENGTH) + "…";
  }
}
