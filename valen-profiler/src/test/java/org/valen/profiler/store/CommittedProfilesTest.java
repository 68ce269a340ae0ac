package org.valen.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.valen.model.TestFiles;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper000.workload.TrialParameters;
import org.valen.profiler.ProfilerSettings;

/**
 * Every committed folder of {@code profiles/} must be what {@code valen profile} makes today from
 * its platform and catalogue at default settings: the bundled example (on the bundled platform and
 * on the RK3399 platform), the imported real task graphs (STG, WfCommons) and the NASA month on the
 * bundled platform, and paper 000's trial 1.
 */
class CommittedProfilesTest {

  /** A committed folder, what it was made from, and the command that makes it again. */
  record Committed(String folder, Platform platform, String platformRef, Catalogue catalogue, String catalogueRef,
      String regenerate) {
    @Override
    public String toString() {
      return folder;
    }

    ProfileTarget target() {
      return ProfileTarget.of(platform, platformRef, catalogue, catalogueRef);
    }

    Path path() {
      return Path.of("..", "profiles", folder);
    }
  }

  private static final String BUILD = "mvn -q -B -DskipTests package && ";

  static Stream<Committed> committed() {
    Platform platform = ValenFiles.readPlatform(Bundled.PAPER001_PLATFORM);
    Trial trial = Trial.generate(TrialParameters.paper000(), 1);
    return Stream.of(
        bundled(platform, "paper001-example", Bundled.PAPER001_CATALOGUE),
        bundled(platform, "stg-rand", Bundled.STG_CATALOGUE),
        bundled(platform, "wfcommons", Bundled.WFCOMMONS_CATALOGUE),
        bundled(platform, "nasa-ipsc-month", Bundled.NASA_IPSC_CATALOGUE),
        new Committed("rk3399/paper001-example", ValenFiles.readPlatform(Bundled.RK3399_PLATFORM),
            Bundled.RK3399_PLATFORM, ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE), Bundled.PAPER001_CATALOGUE,
            BUILD + "./valen profile --platform " + Bundled.RK3399_PLATFORM + " --catalogue " + Bundled.PAPER001_CATALOGUE
                + " --output profiles/rk3399/paper001-example"),
        new Committed("paper000-system-1", trial.system().platform(), "trial 1", trial.system().catalogue(), "trial 1",
            BUILD + "./valen paper000 generate --trial 1 -o /tmp/trial1 && ./valen profile --platform"
                + " /tmp/trial1/platform.json --catalogue /tmp/trial1/catalogue.json --output profiles/paper000-system-1"));
  }

  private static Committed bundled(Platform platform, String folder, String catalogue) {
    return new Committed(folder, platform, Bundled.PAPER001_PLATFORM, ValenFiles.readCatalogue(catalogue), catalogue,
        BUILD + "./valen profile --platform " + Bundled.PAPER001_PLATFORM + " --catalogue " + catalogue
            + " --output profiles/" + folder);
  }

  @ParameterizedTest(name = "profiles/{0}")
  @MethodSource("committed")
  void shouldHoldAnUpToDateProfileOfEveryTemplate(Committed c) {
    assertThat(new CatalogueProfiler(c.target(), ProfilerSettings.defaults())
        .outOfDate(c.catalogue(), List.of(), new ProfileStore(c.path())))
        .as("profiles missing or out of date in %s (their inputs or the default settings changed); regenerate the"
            + " profiles with:%n  %s", c.path(), c.regenerate())
        .isEmpty();
  }

  @ParameterizedTest(name = "profiles/{0}")
  @MethodSource("committed")
  void shouldBeByteForByteWhatTheProfilerMakesToday(Committed c, @TempDir Path fresh) {
    new CatalogueProfiler(c.target(), ProfilerSettings.defaults())
        .run(c.catalogue(), c.catalogueRef(), List.of(), new ProfileStore(fresh), 2, ProgressListener.NONE);
    Map<String, byte[]> expected = TestFiles.contents(fresh);
    Map<String, byte[]> committed = TestFiles.contents(c.path());
    String advice = "profiles/" + c.folder() + " differs from what the profiler makes now; if the search changed on"
        + " purpose, raise ProfilerSettings.SEARCH_VERSION and regenerate the profiles with:%n  " + c.regenerate();
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
