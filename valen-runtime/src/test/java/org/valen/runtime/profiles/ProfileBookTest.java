package org.valen.runtime.profiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.runtime.TestProfiles;

class ProfileBookTest {
  @TempDir Path folder;
  private final Catalogue catalogue = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(3, 5, 6), 4);
  private final Platform platform = PlatformPresets.paper001(2, 10);

  private List<Problem> problems(Catalogue c, Platform p) {
    try {
      ProfileBook.load(folder, c, p, c.templates());
      return List.of();
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  @Test
  void shouldLoadProfilesThatMatchTheirInputs() {
    TestProfiles.write(folder, catalogue, platform);
    ProfileBook book = ProfileBook.load(folder, catalogue, platform, catalogue.templates());
    JobTemplate first = catalogue.templates().get(0);
    assertThat(book.of(first).entryFor(3).maxCores()).isEqualTo(3);
    assertThat(book.of(first).entryFor(100).maxCores()).isEqualTo(first.taskCount());
    assertThat(book.of(first).bestCores()).isBetween(1, first.taskCount());
  }

  @Test
  void shouldFindProfilesInAFolderNamedAfterTheCatalogue() {
    TestProfiles.write(folder.resolve(catalogue.name()), catalogue, platform);
    assertThat(problems(catalogue, platform)).isEmpty();
  }

  @Test
  void shouldRefuseAStaleProfileNamingTheRegenerationCommand() {
    TestProfiles.write(folder, catalogue, platform);
    JobTemplate changed = catalogue.templates().get(1).toBuilder().migrationBytes(1).build();
    Catalogue edited = new Catalogue(catalogue.name(), catalogue.provenance(), catalogue.executionModel(),
        List.of(catalogue.templates().get(0), changed, catalogue.templates().get(2)));
    assertThat(problems(edited, platform)).singleElement().satisfies(p -> {
      assertThat(p.file()).endsWith(changed.id() + ".json");
      assertThat(p.location()).isEqualTo("$.sourceHash");
      assertThat(p.found()).contains("stale");
      assertThat(p.expected()).contains("valen profile");
    });
  }

  @Test
  void shouldRefuseMissingProfiles() {
    TestProfiles.write(folder, catalogue, platform);
    JobTemplate gone = catalogue.templates().get(2);
    assertThat(folder.resolve(gone.id() + ".json").toFile().delete()).isTrue();
    assertThat(problems(catalogue, platform)).singleElement()
        .satisfies(p -> assertThat(p.found()).isEqualTo("no such file"));
  }

  @Test
  void shouldRefuseProfilesOfAnotherCoreType() {
    TestProfiles.write(folder, catalogue, PlatformPresets.rk3399(2, 10));
    assertThat(problems(catalogue, platform)).hasSize(3)
        .allSatisfy(p -> assertThat(p.location()).isEqualTo("$.coreType"));
  }

  @Test
  void shouldRefuseAPlatformWhoseNodesAreSmallerThanEveryEntry() throws Exception {
    // profiles whose only entry puts every task on its own core, run on 2-core nodes
    Platform small = PlatformPresets.paper001(2, 2);
    for (JobTemplate t : catalogue.templates()) {
      var p = TestProfiles.profile(t, catalogue, small);
      int n = t.taskCount();
      int[] ownCore = java.util.stream.IntStream.range(0, n).toArray();
      var point = new org.valen.model.profile.ProfilePoint(ownCore, new int[n], 100, 100);
      var entry = new org.valen.model.profile.ProfileEntry(n, point, 1, org.valen.model.profile.MigrationOverheads.NONE, List.of(point));
      var spread = new org.valen.model.profile.Profile(p.templateId(), p.coreTypeId(), p.sourceHash(), p.settings(), List.of(entry));
      ValenFiles.write(folder.resolve(t.id() + ".json"), spread);
    }
    List<Problem> problems = problems(catalogue, small);
    assertThat(problems).isNotEmpty().allSatisfy(p -> {
      assertThat(p.location()).isEqualTo("$.entries");
      assertThat(p.expected()).contains("at most 2 cores");
    });
  }

  @Test
  void shouldRefuseAHeterogeneousPlatform() {
    TestProfiles.write(folder, catalogue, platform);
    Platform mixed = new Platform("mixed", "", List.of(PlatformPresets.intelCoreM(), PlatformPresets.rk3399CortexA72()),
        List.of(org.valen.model.platform.Node.of("a", "intel-core-m", 4), org.valen.model.platform.Node.of("b", "rk3399-cortex-a72", 4)),
        platform.interconnect());
    assertThatThrownBy(() -> ProfileBook.load(folder, catalogue, mixed, catalogue.templates()))
        .isInstanceOf(InvalidInputException.class).hasMessageContaining("one core type");
    assertThat(Files.exists(folder)).isTrue();
  }
}
