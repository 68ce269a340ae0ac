package org.valen.papers.realtrace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.experiments.catalog.ExperimentCatalog;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.table.RunTable;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Workload;
import org.valen.runtime.TestProfiles;

/** The real-trace experiment from one command on two days of the bundled month, and its report. */
class RealTraceExperimentTest {
  @TempDir static Path profiles;

  @BeforeAll
  static void writeProfiles() {
    TestProfiles.write(profiles, ValenFiles.readCatalogue(Bundled.NASA_IPSC_CATALOGUE), PlatformPresets.paper001(2, 8));
  }

  @Test
  void shouldRunTheFourApproachesOnTheTraceAndSayHowItDiffersFromAGeneratedWorkload(@TempDir Path folder)
      throws IOException {
    var experiment = ExperimentCatalog.load().named("real-trace").orElseThrow();
    ExperimentOptions options = new ExperimentOptions(Optional.of(1), Optional.of(2.0), 2, profiles);
    experiment.run(options, (d, t) -> {}, folder, "test");
    String report = Files.readString(folder.resolve(ReportFiles.MARKDOWN));
    assertThat(report).contains("## The trace beside a generated workload", "inter-arrival CV (Poisson: 1)",
        "## What the runs show", "At 1× the trace's rate", "**rejected jobs (%)**");
    assertThat(Files.readAllLines(folder.resolve(RunTable.FILE))).hasSize(1 + 4 * 3);
    assertThat(folder.resolve(ReportFiles.HTML)).exists();
    Files.delete(folder.resolve(ReportFiles.HTML));
    experiment.rebuild(options, folder, "test");
    assertThat(Files.readString(folder.resolve(ReportFiles.MARKDOWN))).contains("## The trace beside a generated workload");
    assertThat(folder.resolve(ReportFiles.HTML)).exists();
  }

  @Test
  void shouldReplayTheMonthAtAnyRateAndOfferItAsAScenarioPreset() {
    assertThat(ExperimentCatalog.load().presets()).extracting(p -> p.name()).contains(TracePreset.NAME);
    Workload month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD).workload();
    assertThat(month.arrivals()).hasSize(5_887);
    Workload twoDays = TracePreset.replay(month, 2, 2.0);
    assertThat(twoDays.horizonSeconds()).isEqualTo(86_400);
    assertThat(twoDays.arrivals()).allSatisfy(a -> assertThat(a.arrivalSeconds()).isLessThan(86_400));
    assertThat(twoDays.arrivals().size()).isEqualTo((int) month.arrivals().stream()
        .filter(a -> a.arrivalSeconds() < 2 * 86_400).count());
  }

  @Test
  void shouldSeeTheBurstsAndSmallJobsOfTheTrace() {
    var month = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    WorkloadTraits traits = WorkloadTraits.of(month.workload(), month.catalogue(), 16);
    assertThat(traits.arrivals()).isEqualTo(5_887);
    assertThat(traits.interArrivalCv()).isGreaterThan(2);
    assertThat(traits.oneTaskShare()).isBetween(0.5, 0.7);
    assertThat(traits.offeredLoad()).isBetween(0.35, 0.5);
  }
}
