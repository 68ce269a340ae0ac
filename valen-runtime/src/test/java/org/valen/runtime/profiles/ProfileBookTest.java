package org.valen.runtime.profiles;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.Profile;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.TinyWorlds;

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
    TemplateProfile profile = book.of(first, platform.singleCoreType());
    assertThat(profile.entryFor(3).maxCores()).isEqualTo(3);
    assertThat(profile.entryFor(100).maxCores()).isEqualTo(first.taskCount());
    assertThat(profile.bestCores()).isBetween(1, first.taskCount());
    assertThat(book.of(first, 0)).isSameAs(profile);
    assertThat(book.covers(first, PlatformPresets.rk3399CortexA72())).isFalse();
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
      assertThat(p.location()).isEqualTo("$.coreTypes[0].sourceHash");
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
        .satisfies(p -> assertThat(p.found()).isEqualTo("no such file for 1 of the " + catalogue.templates().size()
            + " templates the run uses (" + gone.id() + ")"));
  }

  @Test
  void shouldRefuseManyMissingOrStaleProfilesInOneProblemEachWithTheCommandThatMakesThem() {
    String command = "valen profile --platform p.json --catalogue c.json -o " + folder.resolve(catalogue.name());
    List<Problem> missing = loadProblems(catalogue, platform, command);
    assertThat(missing).singleElement().satisfies(p -> {
      assertThat(p.file()).isEqualTo(folder.toString());
      assertThat(p.found()).startsWith("no such file for " + catalogue.templates().size() + " of the "
          + catalogue.templates().size() + " templates the run uses (" + catalogue.templates().get(0).id() + ", ");
      assertThat(p.expected()).endsWith("make them with: " + command);
      assertThat(p.toString()).startsWith(folder + ": found no such file for ");
    });
    TestProfiles.write(folder, catalogue, platform);
    Catalogue changed = new Catalogue(catalogue.name(), catalogue.provenance(), catalogue.executionModel(),
        catalogue.templates().stream().map(t -> t.toBuilder().migrationBytes(1).build()).toList());
    assertThat(loadProblems(changed, platform, command)).singleElement().satisfies(p -> {
      assertThat(p.found()).startsWith(catalogue.templates().size() + " stale profiles (");
      assertThat(p.expected()).endsWith("make them again with: " + command);
    });
  }

  private List<Problem> loadProblems(Catalogue c, Platform p, String command) {
    try {
      ProfileBook.load(folder, c, p, c.templates(), command);
      return List.of();
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  @Test
  void shouldRefuseProfilesOfAnotherCoreType() {
    TestProfiles.write(folder, catalogue, PlatformPresets.rk3399(2, 10));
    assertThat(problems(catalogue, platform)).hasSize(3).allSatisfy(p -> {
      assertThat(p.location()).isEqualTo("$.coreTypes");
      assertThat(p.found()).isEqualTo("no profile of core type intel-core-m (profiles of rk3399-cortex-a72)");
      assertThat(p.expected()).contains("valen profile");
    });
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
      var section = p.coreTypes().get(0);
      var spread = new Profile(p.templateId(),
          List.of(new CoreTypeProfile(section.coreTypeId(), section.sourceHash(), section.settings(), List.of(entry))));
      ValenFiles.write(folder.resolve(t.id() + ".json"), spread);
    }
    List<Problem> problems = problems(catalogue, small);
    assertThat(problems).isNotEmpty().allSatisfy(p -> {
      assertThat(p.location()).isEqualTo("$.coreTypes[0].entries");
      assertThat(p.expected()).contains("at most 2 cores");
    });
  }

  @Test
  void shouldRefuseATaskOrderThatPutsATaskBeforeItsPredecessor() {
    JobTemplate t = catalogue.templates().get(0);
    TestProfiles.write(folder, catalogue, platform);
    Profile p = TestProfiles.profile(t, catalogue, platform);
    int[] forwards = t.topologicalOrder();
    int[] backwards = new int[forwards.length];
    for (int i = 0; i < forwards.length; i++) {
      backwards[i] = forwards[forwards.length - 1 - i];
    }
    var point = new org.valen.model.profile.ProfilePoint(new int[t.taskCount()], new int[] {0}, 100, 100, backwards);
    var entry = new org.valen.model.profile.ProfileEntry(1, point, 1, org.valen.model.profile.MigrationOverheads.NONE,
        List.of(point));
    var section = p.coreTypes().get(0);
    ValenFiles.write(folder.resolve(t.id() + ".json"), new Profile(p.templateId(),
        List.of(new CoreTypeProfile(section.coreTypeId(), section.sourceHash(), section.settings(), List.of(entry)))));
    assertThat(problems(catalogue, platform)).singleElement().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[0].entries[0].taskOrder");
      assertThat(problem.found()).contains("before its predecessor");
      assertThat(problem.expected()).startsWith("a topological order of template " + t.id());
    });
  }

  private Platform mixed(int coresOfA72) {
    CoreType m = PlatformPresets.intelCoreM();
    CoreType a72 = PlatformPresets.rk3399CortexA72();
    return new Platform("mixed", "", List.of(a72, m),
        List.of(Node.of("a", m.id(), 4), Node.of("b", a72.id(), coresOfA72), Node.of("c", m.id(), 6)),
        platform.interconnect());
  }

  @Test
  void shouldLoadTheProfileOfEveryCoreTypeOfAHeterogeneousPlatform() {
    Platform mixed = mixed(3);
    TestProfiles.write(folder, catalogue, mixed);
    ProfileBook book = ProfileBook.load(folder, catalogue, mixed, catalogue.templates());
    JobTemplate first = catalogue.templates().get(0);
    CoreType a72 = mixed.coreTypes().get(0);
    CoreType m = mixed.coreTypes().get(1);
    assertThat(book.of(first, 0).profile().coreTypeId()).isEqualTo(a72.id());
    assertThat(book.of(first, 1).profile().coreTypeId()).isEqualTo(m.id());
    assertThat(book.of(first, a72)).isSameAs(book.of(first, 0));
    assertThat(book.of(first, 0).budgets()).containsExactly(1, 2, 3);
    assertThat(book.of(first, 1).budgets()).hasSize(first.taskCount());
    assertThat(book.of(first, 0).profile().entries().get(0).selected().responseTimeSeconds())
        .isNotEqualTo(book.of(first, 1).profile().entries().get(0).selected().responseTimeSeconds());
  }

  @Test
  void shouldIgnoreProfilesOfCoreTypesThePlatformLacks() {
    TestProfiles.write(folder, catalogue, mixed(3));
    ProfileBook book = ProfileBook.load(folder, catalogue, platform, catalogue.templates());
    assertThat(book.covers(catalogue.templates().get(0), platform.singleCoreType())).isTrue();
  }

  @Test
  void shouldRefuseAFileWithoutTheProfileOfACoreTypeThatRunsTheTemplate() {
    TestProfiles.write(folder, catalogue, platform);
    assertThat(problems(catalogue, mixed(3))).hasSize(3).allSatisfy(p -> {
      assertThat(p.location()).isEqualTo("$.coreTypes");
      assertThat(p.found()).isEqualTo("no profile of core type rk3399-cortex-a72 (profiles of intel-core-m)");
      assertThat(p.expected()).startsWith("a profile of every core type of platform mixed that runs template ")
          .endsWith("make profiles again with: " + ProfileBook.REGENERATE);
    });
    assertThat(Files.exists(folder)).isTrue();
  }

  @Test
  void shouldNeedNoProfileOfACoreTypeThatCannotRunTheTemplate() {
    Catalogue tiny = TinyWorlds.matrixCatalogue();
    Platform hetero = TinyWorlds.heterogeneous();
    TestProfiles.write(folder, tiny, hetero);
    assertThat(ValenFiles.readProfile(folder.resolve("cpu.json").toString()).coreTypes())
        .extracting(CoreTypeProfile::coreTypeId).containsExactly("fast");
    ProfileBook book = ProfileBook.load(folder, tiny, hetero, tiny.templates());
    assertThat(book.of(tiny.template("cpu"), 1)).isNull();
    assertThat(book.of(tiny.template("any"), 1).profile().coreTypeId()).isEqualTo("slow");
  }
}
