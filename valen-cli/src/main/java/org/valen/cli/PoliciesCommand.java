package org.valen.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.valen.runtime.policy.Need;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code valen policies [NAME]}: what can be simulated, one line each, or one policy in full. */
@Command(
    name = "policies",
    mixinStandardHelpOptions = true,
    description = {
      "List the policies on the class path, one line each: name, paper, what it is, what it needs of a",
      "run, and its options (a footnote per block of options that several policies share).",
      "'valen policies NAME' shows one in full: what it does, each option (--option NAME=VALUE, or",
      "\"options\" of a scenario's policy) with its values, default and meaning, and its needs. Your own",
      "appears here once its PolicyProvider is listed in a jar on the class path, in",
      "META-INF/services/org.valen.runtime.policy.PolicyProvider."
    })
final class PoliciesCommand implements Callable<Integer> {
  private static final Pattern PAPER = Pattern.compile("^paper (\\d{3}) ");
  private static final int WHAT_WIDTH = 44;

  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "NAME", description = "Show this policy in full.")
  String name;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (name != null) {
      out.print(describe(Policies.find(name).orElseThrow(() -> Refusal.of(Policies.unknown(name)))));
    } else {
      out.print(list(Policies.all()));
    }
    return ExitStatus.OK;
  }

  /**
   * One line per policy in aligned columns, then a footnote per block of options several policies
   * share (paper 000's twelve heuristics, paper 004's ten …).
   */
  static String list(List<PolicyProvider> providers) {
    Map<List<PolicyOption>, List<String>> blocks = new LinkedHashMap<>();
    providers.forEach(p -> blocks.computeIfAbsent(p.options(), o -> new ArrayList<>()).add(p.name()));
    Map<List<PolicyOption>, String> marks = new LinkedHashMap<>();
    blocks.forEach((options, names) -> {
      if (names.size() > 1 && !options.isEmpty()) {
        marks.put(options, "[" + (char) ('a' + marks.size()) + "]");
      }
    });
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"policy", "paper", "what", "needs", "options"});
    for (PolicyProvider p : providers) {
      String options = p.options().isEmpty() ? "-" : marks.containsKey(p.options())
          ? marks.get(p.options()) + " " + p.options().size()
          : names(p.options()).length() <= WHAT_WIDTH ? names(p.options()) : p.options().size() + ": see valen policies "
              + p.name();
      rows.add(new String[] {p.name(), paper(p), what(p), needs(p).isEmpty() ? "-" : needs(p), options});
    }
    StringBuilder text = new StringBuilder(Columns.aligned(rows));
    marks.forEach((options, mark) -> text.append(System.lineSeparator()).append(mark).append(" the ")
        .append(blocks.get(options).size()).append(" policies marked ").append(mark).append(" take ").append(options.size())
        .append(" options: ").append(names(options)).append('.'));
    text.append(System.lineSeparator()).append(System.lineSeparator())
        .append("'valen policies NAME' shows a policy in full: each option's values, default and meaning.")
        .append(System.lineSeparator());
    return text.toString();
  }

  /** A policy in full: name and description, then an indented line per option, then its needs. */
  static String describe(PolicyProvider p) {
    StringBuilder text = new StringBuilder(p.name()).append("  ").append(p.description()).append(System.lineSeparator());
    for (PolicyOption o : p.options()) {
      text.append(String.format("    %s=%s (default %s): %s%n", o.name(), o.valueHint(), o.defaultText(), o.help()));
    }
    if (!p.aliases().isEmpty()) {
      text.append("    also named ").append(String.join(", ", p.aliases())).append(System.lineSeparator());
    }
    String needs = needs(p);
    if (!needs.isEmpty()) {
      text.append("    needs ").append(needs).append(System.lineSeparator());
    }
    return text.toString();
  }

  private static String names(List<PolicyOption> options) {
    return String.join(", ", options.stream().map(PolicyOption::name).toList());
  }

  private static String needs(PolicyProvider p) {
    return String.join(", ", Arrays.stream(Need.values()).filter(p.needs()::contains).map(Need::label).toList());
  }

  /** The paper a policy's description names ("paper 004 …" gives 004), or "-". */
  private static String paper(PolicyProvider p) {
    Matcher m = PAPER.matcher(p.description());
    return m.find() ? m.group(1) : "-";
  }

  /** The description without its paper, up to its first colon, at most {@value #WHAT_WIDTH} characters. */
  private static String what(PolicyProvider p) {
    String what = PAPER.matcher(p.description()).replaceFirst("");
    int colon = what.indexOf(':');
    what = colon > 0 ? what.substring(0, colon) : what;
    return what.length() <= WHAT_WIDTH ? what : what.substring(0, WHAT_WIDTH - 1) + "…";
  }
}
