package org.valen.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;

/**
 * The committed {@code profiles/paper001-example/} must be what {@code valen profile} makes today
 * from the bundled platform and catalogue at default settings.
 */
class CommittedProfilesTest {
  static final Path COMMITTED = Path.of("..", "profiles", "paper001-example");
  static final String REGENERATE = "mvn -q -B -DskipTests package && ./valen profile"
      + " --platform " + Bundled.PAPER001_PLATFORM + " --catalogue " + Bundled.PAPER001_CATALOGUE
      + " --output profiles/paper001-example";

  private static final Platform PLATFORM = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);
  private static final Catalogue CATALOGUE = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
  private static final ProfileTarget TARGET =
      ProfileTarget.of(PLATFORM, Bundled.PAPER001_PLATFORM, CATALOGUE, Bundled.PAPER001_CATALOGUE);

  @Test
  void shouldHoldAnUpToDateProfileOfEveryBundledTemplate() {
    ProfileStore store = new ProfileStore(COMMITTED);
    assertThat(new CatalogueProfiler(TARGET, ProfilerSettings.defaults()).outOfDate(CATALOGUE, List.of(), store))
        .as("profiles missing or out of date in %s (their inputs or the default settings changed); regenerate the"
            + " profiles with:%n  %s", COMMITTED, REGENERATE)
        .isEmpty();
  }

  @Test
  void shouldBeByteForByteWhatTheProfilerMakesToday(@TempDir Path fresh) {
    new CatalogueProfiler(TARGET, ProfilerSettings.defaults())
        .run(CATALOGUE, Bundled.PAPER001_CATALOGUE, List.of(), new ProfileStore(fresh), 2, ProgressListener.NONE);
    Map<String, byte[]> expected = TestFiles.contents(fresh);
    Map<String, byte[]> committed = TestFiles.contents(COMMITTED);
    String advice = "profiles/paper001-example differs from what the profiler makes now; if the search changed on"
        + " purpose, raise ProfilerSettings.SEARCH_VERSION and regenerate the profiles with:%n  " + REGENERATE;
    assertThat(committed.keySet()).as(advice).isEqualTo(expected.keySet());
    expected.forEach((name, bytes) -> assertThat(firstDifference(committed.get(name), bytes))
        .as("%s: %s", name, String.format(advice)).isEmpty());
  }

  /** The first line that differs, as {@code line N: committed … / now …}; empty if none. */
  private static String firstDifference(byte[] committed, byte[] now) {
    List<String> a = new String(committed, StandardCharsets.UTF_8).lines().toList();
    List<String> b = new String(now, StandardCharsets.UTF_8).lines().toList();
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      String x = i < a.size() ? a.get(i) : "<end of file>";
      String y = i < b.size() ? b.get(i) : "<end of file>";
      if (!x.equals(y)) {
        return "line " + (i + 1) + ": committed " + x.strip() + " / now " + y.strip();
      }
    }
    return "";
  }
}
