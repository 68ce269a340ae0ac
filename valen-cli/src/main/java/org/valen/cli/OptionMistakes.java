package org.valen.cli;

import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Mistakes on a command line that picocli reports by their consequence, said as what they are: an
 * unknown option that left a required one missing ({@code --polcy MaxUPE}), and a NAME=VALUE option
 * given as two words ({@code --option checkpointSeconds 60}).
 */
final class OptionMistakes {
  private OptionMistakes() {}

  /** The first word of {@code args} that looks like an option and that no command on {@code cli}'s path knows. */
  static Optional<String> unknownOption(CommandLine cli, String[] args) {
    for (String arg : args) {
      if (arg.startsWith("-") && arg.length() > 1 && !isNumber(arg) && option(cli, arg.split("=", 2)[0]).isEmpty()) {
        return Optional.of(arg);
      }
    }
    return Optional.empty();
  }

  /**
   * If the first of {@code unmatched} is the VALUE of an option that takes NAME=VALUE in one word,
   * given after a NAME without '=', the line that says so.
   */
  static Optional<String> splitNameValue(CommandLine cli, String[] args, List<String> unmatched) {
    if (unmatched.isEmpty()) {
      return Optional.empty();
    }
    for (int i = 2; i < args.length; i++) {
      if (args[i].equals(unmatched.get(0)) && !args[i - 1].contains("=")) {
        Optional<OptionSpec> o = option(cli, args[i - 2]);
        if (o.isPresent() && o.get().paramLabel().contains("=")) {
          return Optional.of(args[i - 2] + " takes " + o.get().paramLabel() + " as one word, was '" + args[i - 2] + " "
              + args[i - 1] + " " + args[i] + "'; give " + args[i - 2] + " " + args[i - 1] + "=" + args[i]);
        }
      }
    }
    return Optional.empty();
  }

  /** The option {@code name} of {@code cli} or of a command above it. */
  private static Optional<OptionSpec> option(CommandLine cli, String name) {
    for (CommandLine c = cli; c != null; c = c.getParent()) {
      OptionSpec o = c.getCommandSpec().findOption(name);
      if (o != null) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  private static boolean isNumber(String arg) {
    try {
      Double.parseDouble(arg);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
