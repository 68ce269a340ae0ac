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
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.TestFiles;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.profiler.ProfilerSettings;

class CatalogueProfilerTest {
  private static final ProfilerSettings QUICK =
      ProfilerSettings.defaults().withBudget(20, 1000, 10).withPolishEvaluations(300);
  private static final Catalogue CATALOGUE =
      CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(5, 4, 6), 3);
  private static final ProfileTarget TARGET = new ProfileTarget(
      org.valen.profiler.Jobs.CORE_M, CATALOGUE.executionModel(), org.valen.profiler.Jobs.LINK);

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
  void shouldWriteValidProfilesOfEveryTemplateAndBudget() {
    run(QUICK, folder, 2);
    CATALOGUE.templates().forEach(t -> {
      String file = folder.resolve(ProfileStore.fileName(t.id())).toString();
      assertThat(ValenFiles.validate(file)).isEmpty();
      assertThat(ValenFiles.readProfile(file).entries()).hasSize(t.taskCount());
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

  private static org.valen.model.job.JobTemplate renamed(org.valen.model.job.JobTemplate t, String id) {
    var b = org.valen.model.job.JobTemplate.builder(id).valueCurve(t.valueCurve()).migrationBytes(t.migrationBytes());
    t.tasks().forEach(task -> b.task(task.id(), task.type(), task.referenceSeconds()));
    t.edges().forEach(e -> b.edge(e.sourceTaskId(), e.targetTaskId(), e.dataBytes()));
    return b.build();
  }
}
