package org.valen.profiler.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.valen.model.TinyMatrixWorld;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.Profile;
import org.valen.profiler.ProfilerSettings;

class CatalogueProfilerTest {
  private static final ProfilerSettings QUICK =
      ProfilerSettings.defaults().withBudget(20, 1000, 10).withPolishEvaluations(300);
  private static final Catalogue CATALOGUE =
      CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(5, 4, 6), 3);
  private static final Platform PAPER001 = PlatformPresets.paper001(2, 8);
  private static final ProfileTarget TARGET = ProfileTarget.of(PAPER001, "p.json", CATALOGUE, "c.json");
  /** Core M nodes of 8 cores and Cortex-A72 nodes of 3, the A72 listed first. */
  private static final Platform MIXED = new Platform("mixed", "",
      List.of(PlatformPresets.rk3399CortexA72(), PlatformPresets.intelCoreM()),
      List.of(Node.of("m", "intel-core-m", 8), Node.of("a", "rk3399-cortex-a72", 3)), PAPER001.interconnect());

  @TempDir Path folder;

  private static CatalogueProfiler.Report run(ProfilerSettings settings, Path into, int threads) {
    return new CatalogueProfiler(TARGET, settings).run(CATALOGUE, "c.json", List.of(), new ProfileStore(into), threads,
        ProgressListener.NONE);
  }

  /** Every file of a folder, hidden ones included, by name. */
  private static void assertSameFiles(Path actual, Path expected) throws IOException {
    Map<String, byte[]> a = TestFiles.contents(actual);
    Map<String, byte[]> e = TestFiles.contents(expected);
    assertThat(a.keySet()).isEqualTo(e.keySet());
    e.forEach((name, bytes) -> assertThat(a.get(name)).as(name).isEqualTo(bytes));
  }

  @Test
  void shouldWriteByteIdenticalFilesWhateverTheThreadCount() throws IOException {
    run(QUICK, folder.resolve("one"), 1);
    run(QUICK, folder.resolve("three"), 3);
    assertThat(TestFiles.contents(folder.resolve("one"))).hasSize(5);
    assertSameFiles(folder.resolve("three"), folder.resolve("one"));
  }

  @Test
  @org.junit.jupiter.api.Timeout(120)
  void shouldStreamACatalogueLargerThanItsWindowToTheSameFilesAndCountItsProvenMinima() throws IOException {
    // 40 templates of 2-3 tasks: many more than the templates started at once on 2 threads
    Catalogue many = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(40, 2, 3), 5);
    ProfileTarget target = ProfileTarget.of(PAPER001, "p.json", many, "c.json");
    ProfilerSettings settings = ProfilerSettings.defaults().withBudget(20, 200, 5).withPolishEvaluations(50);
    CatalogueProfiler.Report one = new CatalogueProfiler(target, settings).run(many, "c.json", List.of(),
        new ProfileStore(folder.resolve("one")), 1, ProgressListener.NONE);
    CatalogueProfiler.Report two = new CatalogueProfiler(target, settings).run(many, "c.json", List.of(),
        new ProfileStore(folder.resolve("two")), 2, ProgressListener.NONE);
    assertSameFiles(folder.resolve("two"), folder.resolve("one"));
    assertThat(two.written()).isEqualTo(40);
    int entries = many.templates().stream().mapToInt(t -> t.taskCount()).sum();
    assertThat(two.minimumTimes().byBudget().values().stream().mapToInt(b -> b.recorded()).sum()).isEqualTo(entries);
    assertThat(two.minimumTimes().describe()).isEqualTo(one.minimumTimes().describe()).startsWith("k = 1: 40 of 40 proven optimal");
    // a rerun keeps every file and counts the kept sections alike
    CatalogueProfiler.Report again = new CatalogueProfiler(target, settings).run(many, "c.json", List.of(),
        new ProfileStore(folder.resolve("two")), 2, ProgressListener.NONE);
    assertThat(again.upToDate()).isEqualTo(40);
    assertThat(again.minimumTimes().describe()).isEqualTo(two.minimumTimes().describe());
  }

  @Test
  void shouldWriteValidProfilesOfEveryTemplateAndBudget() {
    run(QUICK, folder, 2);
    CATALOGUE.templates().forEach(t -> {
      String file = folder.resolve(ProfileStore.fileName(t.id())).toString();
      assertThat(ValenFiles.validate(file)).isEmpty();
      assertThat(ValenFiles.readProfile(file).coreTypes()).singleElement()
          .satisfies(p -> assertThat(p.entries()).hasSize(t.taskCount()));
    });
  }

  @Test
  void shouldEndWithTheFilesOfAnUninterruptedRunWhenRestartedAfterAKill() throws IOException {
    Path uninterrupted = folder.resolve("uninterrupted");
    Path killed = folder.resolve("killed");
    run(QUICK, uninterrupted, 2);
    run(QUICK, killed, 2);
    // what a kill can leave: files not yet written, a half-written temporary file, and here also
    // one profile from older settings
    ProfileStore store = new ProfileStore(killed);
    String[] ids = CATALOGUE.templates().stream().map(t -> t.id()).toArray(String[]::new);
    Files.delete(store.fileOf(ids[1]));
    Files.delete(store.fileOf(ids[4]));
    Files.writeString(killed.resolve("." + ProfileStore.fileName(ids[1]) + "8421.tmp"), "{\"format\": \"valen.pro");
    new CatalogueProfiler(TARGET, QUICK.withSeed(99)).run(
        new Catalogue("c", CATALOGUE.provenance(), CATALOGUE.executionModel(), List.of(CATALOGUE.templates().get(2))),
        "c.json", List.of(), store, 1, ProgressListener.NONE);

    CatalogueProfiler.Report report = run(QUICK, killed, 2);

    assertThat(report.written()).isEqualTo(3);
    assertThat(report.upToDate()).isEqualTo(2);
    assertSameFiles(killed, uninterrupted);
  }

  @Test
  void shouldSkipUpToDateProfilesAndCountTheirSteps() throws IOException {
    run(QUICK, folder, 2);
    Path file = new ProfileStore(folder).fileOf(CATALOGUE.templates().get(0).id());
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000));
    AtomicLong steps = new AtomicLong();
    AtomicLong total = new AtomicLong();
    CatalogueProfiler.Report report = new CatalogueProfiler(TARGET, QUICK).run(CATALOGUE, "c.json", List.of(),
        new ProfileStore(folder), 2, new ProgressListener() {
          @Override
          public void start(long count) {
            total.set(count);
          }

          @Override
          public void step() {
            steps.incrementAndGet();
          }
        });
    assertThat(report.written()).isZero();
    assertThat(report.upToDate()).isEqualTo(5);
    assertThat(steps.get()).isEqualTo(total.get())
        .isEqualTo(CATALOGUE.templates().stream().mapToInt(t -> t.taskCount()).sum());
    assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(1_000_000);
  }

  @Test
  void shouldRecomputeStaleProfilesWhenASettingChanges() {
    run(QUICK, folder, 2);
    assertThat(run(QUICK.withPolishEvaluations(301), folder, 2).written()).isEqualTo(5);
    assertThat(run(QUICK.withPolishEvaluations(301), folder, 2).written()).isZero();
  }

  @Test
  void shouldRefuseTemplateIdsThatMakeTheSameFileNameBeforeWritingAnything() {
    var t = CATALOGUE.templates();
    Catalogue clash = new Catalogue("c", CATALOGUE.provenance(), CATALOGUE.executionModel(),
        List.of(t.get(0).toBuilder().build(), renamed(t.get(1), "a/b"), renamed(t.get(2), "a_b")));
    assertThatThrownBy(() -> new CatalogueProfiler(TARGET, QUICK).run(clash, "c.json", List.of(),
        new ProfileStore(folder.resolve("out")), 1, ProgressListener.NONE))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("c.json: $.templates[2].id: found \"a_b\", whose profile file a_b.json is also that of template"
            + " \"a/b\"; expected template ids that stay distinct as file names (letters, digits, '.', '_', '-';"
            + " case ignored)");
    assertThat(folder.resolve("out")).doesNotExist();
  }

  @Test
  void shouldProfileEveryCoreTypeUpToItsLargestNodeTheSameWhateverTheThreadCount() throws IOException {
    ProfileTarget mixed = ProfileTarget.of(MIXED, "mixed.json", CATALOGUE, "c.json");
    CatalogueProfiler.Report report = new CatalogueProfiler(mixed, QUICK).run(CATALOGUE, "c.json", List.of(),
        new ProfileStore(folder.resolve("one")), 1, ProgressListener.NONE);
    new CatalogueProfiler(mixed, QUICK).run(CATALOGUE, "c.json", List.of(), new ProfileStore(folder.resolve("three")),
        3, ProgressListener.NONE);
    assertSameFiles(folder.resolve("three"), folder.resolve("one"));
    int coreM = CATALOGUE.templates().stream().mapToInt(t -> t.taskCount()).sum();
    assertThat(report.searches()).isEqualTo(coreM + 3 * CATALOGUE.templates().size());
    CATALOGUE.templates().forEach(t -> {
      Profile p = ValenFiles.readProfile(folder.resolve("one").resolve(ProfileStore.fileName(t.id())).toString());
      assertThat(p.coreTypes()).extracting(CoreTypeProfile::coreTypeId)
          .containsExactly("rk3399-cortex-a72", "intel-core-m");
      assertThat(p.coreTypes().get(0).entries()).extracting(e -> e.maxCores()).containsExactly(1, 2, 3);
      assertThat(p.coreTypes().get(1).entries()).hasSize(t.taskCount());
    });
  }

  @Test
  void shouldKeepTheCoreTypesWhoseProfilesAreUpToDateAndSearchOnlyTheOthers() throws IOException {
    run(QUICK, folder.resolve("grown"), 2);
    ProfileTarget mixed = ProfileTarget.of(MIXED, "mixed.json", CATALOGUE, "c.json");
    CatalogueProfiler.Report grown = new CatalogueProfiler(mixed, QUICK).run(CATALOGUE, "c.json", List.of(),
        new ProfileStore(folder.resolve("grown")), 2, ProgressListener.NONE);
    new CatalogueProfiler(mixed, QUICK).run(CATALOGUE, "c.json", List.of(), new ProfileStore(folder.resolve("fresh")),
        2, ProgressListener.NONE);
    assertThat(grown.written()).isEqualTo(5);
    assertThat(grown.searches()).isEqualTo(3 * CATALOGUE.templates().size());
    assertSameFiles(folder.resolve("grown"), folder.resolve("fresh"));
    assertThat(new CatalogueProfiler(TARGET, QUICK).outOfDate(CATALOGUE, List.of(), new ProfileStore(folder.resolve("grown"))))
        .as("a file with a core type the platform lacks is not what the profiler makes for it")
        .hasSize(5);
  }

  @Test
  void shouldLeaveOutTheCoreTypesThatCannotRunATemplate() {
    Platform hetero = TinyMatrixWorld.platform();
    Catalogue tiny = TinyMatrixWorld.catalogue();
    new CatalogueProfiler(ProfileTarget.of(hetero, "h.json", tiny, "t.json"), QUICK).run(tiny, "t.json", List.of(),
        new ProfileStore(folder), 1, ProgressListener.NONE);
    assertThat(ValenFiles.readProfile(folder.resolve("cpu.json").toString()).coreTypes())
        .extracting(CoreTypeProfile::coreTypeId).containsExactly("fast");
    Profile any = ValenFiles.readProfile(folder.resolve("any.json").toString());
    assertThat(any.coreTypes()).extracting(CoreTypeProfile::coreTypeId).containsExactly("fast", "slow");
    assertThat(any.on("slow").orElseThrow().entries().get(0).front())
        .as("both levels of the slow core, enumerated").hasSize(2);
  }

  private static org.valen.model.job.JobTemplate renamed(org.valen.model.job.JobTemplate t, String id) {
    var b = org.valen.model.job.JobTemplate.builder(id).valueCurve(t.valueCurve()).migrationBytes(t.migrationBytes());
    t.tasks().forEach(task -> b.task(task.id(), task.type(), task.referenceSeconds()));
    t.edges().forEach(e -> b.edge(e.sourceTaskId(), e.targetTaskId(), e.dataBytes()));
    return b.build();
  }
}
