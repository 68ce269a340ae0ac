package org.valen.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen policies [NAME]}: what can be simulated, with each policy's options and needs. */
@Command(
    name = "policies",
    mixinStandardHelpOptions = true,
    description = {
      "List the policies on the class path: each with what it does, its options",
      "(--option NAME=VALUE, or \"options\" of a scenario's policy) with their values,",
      "default and meaning, and what it needs of a run. Your own appears here once its",
      "PolicyProvider is listed in a jar on the class path, in",
      "META-INF/services/org.valen.runtime.policy.PolicyProvider."
    })
final class PoliciesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "Show this policy only.")
  String name;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    List<PolicyProvider> shown = name == null ? Policies.all()
        : List.of(Policies.find(name).orElseThrow(() -> Refusal.of(Policies.unknown(name))));
    shown.forEach(p -> out.print(describe(p)));
    return ExitStatus.OK;
  }

  /** A policy in a few lines: name and description, then an indented line per option, then its needs. */
  static String describe(PolicyProvider p) {
    StringBuilder text = new StringBuilder(String.format("%-16s %s%n", p.name(), p.description()));
    for (PolicyOption o : p.options()) {
      text.append(String.format("    %s=%s (default %s): %s%n", o.name(), o.valueHint(), o.defaultText(), o.help()));
    }
    List<String> needs = Arrays.stream(Need.values()).filter(p.needs()::contains).map(Need::label).toList();
    if (!needs.isEmpty()) {
      text.append("    needs ").append(String.join(", ", needs)).append(System.lineSeparator());
    }
    return text.toString();
  }
}
