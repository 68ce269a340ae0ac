package org.valen.cli;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Lays out every command's help alike. A description written as several source lines is one
 * paragraph that picocli wraps to the terminal (rather than lines broken mid-sentence), and a
 * command without a header gets the first sentence of its description as its header: the summary
 * {@code valen --help} lists, never cut mid-sentence; the rest stays as the description below the
 * usage line.
 */
final class HelpLayout {
  /** The end of a sentence: a full stop and a space, not in "e.g." or "i.e.", not inside brackets. */
  private static final Pattern SENTENCE_END = Pattern.compile("(?<!e\\.g|i\\.e|etc|vs)\\.\\s");

  private HelpLayout() {}

  /** Applies the layout to {@code cli} and all its subcommands. */
  static CommandLine apply(CommandLine cli) {
    UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
    String[] lines = usage.description();
    if (lines.length > 0) {
      String paragraph = String.join(" ", Arrays.stream(lines).map(String::strip).toArray(String[]::new));
      if (usage.header().length == 0 && cli.getParent() != null) {
        int end = firstSentenceEnd(paragraph);
        usage.header(paragraph.substring(0, end).strip());
        String rest = paragraph.substring(end).strip();
        usage.description(rest.isEmpty() ? new String[0] : new String[] {rest});
      } else {
        usage.description(paragraph);
      }
    }
    cli.getSubcommands().values().forEach(HelpLayout::apply);
    return cli;
  }

  /** Where the first sentence of {@code text} ends (after its full stop), or the whole length. */
  static int firstSentenceEnd(String text) {
    Matcher m = SENTENCE_END.matcher(text);
    while (m.find()) {
      String before = text.substring(0, m.start());
      if (count(before, '(') == count(before, ')')) {
        return m.start() + 1;
      }
    }
    return text.length();
  }

  private static long count(String text, char c) {
    return text.chars().filter(x -> x == c).count();
  }
}
