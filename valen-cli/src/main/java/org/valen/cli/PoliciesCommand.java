package org.valen.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code valen policies}: what can be simulated. */
@Command(
    name = "policies",
    mixinStandardHelpOptions = true,
    description = {
      "List the policies on the class path. Your own appears here once its PolicyProvider is listed in",
      "META-INF/services/org.valen.runtime.policy.PolicyProvider of a jar on the class path."
    })
final class PoliciesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    for (PolicyProvider p : Policies.all()) {
      out.printf("%-16s %s%s%n", p.name(), p.description(), p.needsProfiles() ? " [needs profiles]" : "");
    }
    return ExitStatus.OK;
  }
}
