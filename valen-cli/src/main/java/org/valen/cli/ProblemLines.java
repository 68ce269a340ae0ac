package org.valen.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.io.Problem;

/**
 * The lines of a refusal of bad input: one per problem, except that a problem repeated per arrival,
 * template or element (same file, same place but for its indexes, same expectation) is one line
 * with its count and the next few places; {@code valen validate FILE} lists each.
 */
final class ProblemLines {
  private static final int SHOWN = 3;

  private ProblemLines() {}

  static List<String> of(List<Problem> problems) {
    Map<String, List<Problem>> alike = new LinkedHashMap<>();
    for (Problem p : problems) {
      alike.computeIfAbsent(p.file() + "\u0000" + p.location().replaceAll("\\[\\d+]", "[*]") + "\u0000" + p.expected(),
          k -> new ArrayList<>()).add(p);
    }
    List<String> lines = new ArrayList<>();
    for (List<Problem> group : alike.values()) {
      if (group.size() <= SHOWN) {
        group.forEach(p -> lines.add(p.toString()));
      } else {
        List<String> more = group.subList(1, SHOWN + 1).stream().map(Problem::location).toList();
        lines.add(group.get(0) + " (and " + (group.size() - 1) + " more like it: " + String.join(", ", more)
            + ", …; valen validate " + group.get(0).file() + " lists each)");
      }
    }
    return lines;
  }
}
