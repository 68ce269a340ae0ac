package org.valen.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of valen-experiments form no import circle: each uses only the packages below it
 * (table, preset, scenario, summary, plot, report, the core, run, catalog, runs). Read from the
 * sources: every {@code org.valen.experiments.X} a file names, imported or written out.
 */
class PackageCycleTest {
  private static final Path SOURCES = Path.of("src/main/java/org/valen/experiments");
  private static final Pattern NAMED = Pattern.compile("org\\.valen\\.experiments((?:\\.[a-z]+)*)\\.[A-Z]");

  @Test
  void shouldHaveNoImportCircleBetweenItsPackages() throws IOException {
    Map<String, Set<String>> uses = new HashMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        String pkg = SOURCES.relativize(f.getParent()).toString().replace('/', '.');
        Matcher m = NAMED.matcher(Files.readString(f));
        while (m.find()) {
          String used = m.group(1).isEmpty() ? "" : m.group(1).substring(1);
          if (!used.equals(pkg)) {
            uses.computeIfAbsent(pkg, k -> new TreeSet<>()).add(used);
          }
        }
      }
    }
    assertThat(uses).isNotEmpty();
    List<String> circles = new ArrayList<>();
    for (String start : uses.keySet()) {
      if (reaches(uses, start, start, new HashSet<>())) {
        circles.add(start + " -> " + uses.get(start));
      }
    }
    assertThat(circles).as("packages on an import circle").isEmpty();
  }

  private static boolean reaches(Map<String, Set<String>> uses, String from, String target, Set<String> seen) {
    for (String next : uses.getOrDefault(from, Set.of())) {
      if (next.equals(target) || seen.add(next) && reaches(uses, next, target, seen)) {
        return true;
      }
    }
    return false;
  }
}
