package org.valen.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.MinimumTime;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.profile.ProfileSettings;
import org.valen.model.value.PiecewiseLinearCurve;
import org.valen.model.value.StepCurve;

/** Every format: write → read → equal, and writing again gives the same bytes. */
class RoundTripTest {
  @TempDir Path folder;

  @Test
  void shouldRoundTripPlatforms() {
    for (Platform p : List.of(PlatformPresets.paper001(3, 10), PlatformPresets.rk3399(2, 8), heterogeneous())) {
      Path file = folder.resolve(p.name() + ".json");
      ValenFiles.write(file, p);
      Platform read = ValenFiles.readPlatform(file.toString());
      assertThat(read).isEqualTo(p);
      assertThat(ValenFiles.toText(read)).isEqualTo(ValenFiles.toText(p));
    }
  }

  private static Platform heterogeneous() {
    CoreType fast = new CoreType("fast", List.of(new PState(3e9, 1.2, 40), new PState(2e9, 1.0, 20)), 5, 8);
    CoreType slow = CoreType.of("slow", List.of(new PState(1e9, 0.9, 5)), 1);
    return new Platform("hetero", "", List.of(fast, slow),
        List.of(new Node("a", "fast", 8, 2, 0.9), Node.of("b", "slow", 4)), new Interconnect(1e9, 1e8));
  }

  @Test
  void shouldRoundTripGeneratedCatalogue() {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults(), 7);
    Path file = folder.resolve("c.json");
    ValenFiles.write(file, c);
    Catalogue read = ValenFiles.readCatalogue(file.toString());
    assertThat(read).isEqualTo(c);
    assertThat(ValenFiles.toText(read)).isEqualTo(ValenFiles.toText(c));
  }

  @Test
  void shouldRoundTripMatrixModelAndEveryCurveKind() {
    MatrixModel etc = new MatrixModel(List.of("general", "special"), List.of("fast", "slow"),
        new double[][][] {{{10, 14}, {20, 28}}, {{1, 2}, {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY}}},
        new double[][][] {{{100, 50}, {80, 40}}, {{120, 60}, {0, 0}}});
    JobTemplate one = JobTemplate.builder("t1").task("only", "special", 1.5)
        .valueCurve(new StepCurve(List.of(new StepCurve.Step(60, 8), new StepCurve.Step(120, 4)))).build();
    JobTemplate two = JobTemplate.builder("t2").task("only", "general", 12)
        .valueCurve(new PiecewiseLinearCurve(List.of(
            new PiecewiseLinearCurve.Point(0, 2), new PiecewiseLinearCurve.Point(30, 2), new PiecewiseLinearCurve.Point(90, 0))))
        .build();
    JobTemplate three = JobTemplate.builder("t3").task("only", "general", 12)
        .valueCurve(new org.valen.model.value.IntervalDecayCurve(List.of(
            new org.valen.model.value.IntervalDecayCurve.Interval(0, 4, 0),
            new org.valen.model.value.IntervalDecayCurve.Interval(600, 3, 0.001)), 3600))
        .build();
    Catalogue c = new Catalogue("matrix", Optional.empty(), etc, List.of(one, two, three));
    Path file = folder.resolve("m.json");
    ValenFiles.write(file, c);
    assertThat(ValenFiles.readCatalogue(file.toString())).isEqualTo(c);
  }

  @Test
  void shouldRoundTripWorkloadWithItsCatalogue() {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 5, 6), 3);
    ValenFiles.write(folder.resolve("cat.json"), c);
    Workload w = WorkloadGenerator.generate(c, "cat.json", WorkloadParameters.defaults(30).withDays(2), 11);
    Path file = folder.resolve("w.json");
    ValenFiles.write(file, w);
    ValenFiles.LoadedWorkload read = ValenFiles.readWorkload(file.toString());
    assertThat(read.workload()).isEqualTo(w);
    assertThat(read.catalogue()).isEqualTo(c);
    assertThat(w.arrivals()).isNotEmpty();
    assertThat(read.platform()).isEmpty();
  }

  @Test
  void shouldFindThePlatformAWorkloadNamesAsItFindsItsCatalogue() throws Exception {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 5, 6), 3);
    Path sub = Files.createDirectories(folder.resolve("run"));
    ValenFiles.write(sub.resolve("cat.json"), c);
    Platform platform = PlatformPresets.paper001(2, 4);
    ValenFiles.write(sub.resolve("platform.json"), platform);
    Workload w = WorkloadGenerator.generate(c, "cat.json", WorkloadParameters.defaults(8).withDays(1), 11)
        .withPlatformReference("platform.json");
    Path file = sub.resolve("w.json");
    ValenFiles.write(file, w);
    assertThat(Files.readString(file)).contains("\"catalogue\": \"cat.json\",\n  \"platform\": \"platform.json\"");
    ValenFiles.LoadedWorkload read = ValenFiles.readWorkload(file.toString());
    assertThat(read.workload()).isEqualTo(w);
    assertThat(read.platform()).contains(platform);
    assertThat(read.platformFile()).contains(sub.resolve("platform.json").toString());
    assertThat(read.catalogueFile()).isEqualTo(sub.resolve("cat.json").toString());
    Files.delete(sub.resolve("platform.json"));
    assertThat(ValenFiles.validate(file.toString())).singleElement()
        .satisfies(p -> assertThat(p.toString()).startsWith("platform.json: found no such file"));
  }

  @Test
  void shouldStreamAWorkloadToTheBytesOfItsTextWhateverItsLength() throws Exception {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 5, 6), 3);
    Workload w = WorkloadGenerator.generate(c, "cat.json", WorkloadParameters.defaults(30).withDays(2), 11);
    // none, one, two (short enough to stay on one line), then long arrays written element by element
    for (int n : new int[] {0, 1, 2, 3, 5, w.arrivals().size()}) {
      Workload part = new Workload(w.catalogueReference(), w.provenance(), w.horizonSeconds(),
          w.arrivals().subList(0, n));
      Path file = folder.resolve("w" + n + ".json");
      ValenFiles.write(file, part);
      assertThat(Files.readString(file)).as("%d arrivals", n).isEqualTo(ValenFiles.toText(part));
    }
    assertThat(ValenFiles.toText(new Workload("c", Optional.empty(), 10, w.arrivals().subList(0, 1))))
        .as("one arrival stays on one line").contains("\"arrivals\": [{");
  }

  @Test
  void shouldRoundTripAProfileOfTwoCoreTypes() {
    ProfilePoint fast = new ProfilePoint(new int[] {0, 1, 0}, new int[] {0, 2}, 100, 500, new int[] {2, 0, 1});
    ProfilePoint frugal = new ProfilePoint(new int[] {0, 0, 0}, new int[] {3}, 180, 300);
    TreeMap<String, String> params = new TreeMap<>();
    params.put("populationSize", "40");
    CoreTypeProfile coreM = new CoreTypeProfile("intel-core-m", "sha256:abc", new ProfileSettings("nsga2", 42, params),
        List.of(
            new ProfileEntry(1, frugal, 10, MigrationOverheads.NONE, List.of(frugal)),
            new ProfileEntry(2, fast, 9.5, new MigrationOverheads(1, 2, 3, 4, 5, 6), List.of(fast, frugal),
                MinimumTime.of(fast.responseTimeSeconds() * 0.9, fast.responseTimeSeconds(), "cp-sat"))));
    CoreTypeProfile a72 = new CoreTypeProfile("rk3399-cortex-a72", "sha256:def", new ProfileSettings("nsga2", 42, params),
        List.of(new ProfileEntry(1, frugal, 8, MigrationOverheads.NONE, List.of(frugal))));
    Profile p = new Profile("job-01", List.of(coreM, a72));
    Path file = folder.resolve("p.json");
    ValenFiles.write(file, p);
    Profile read = ValenFiles.readProfile(file.toString());
    assertThat(read).isEqualTo(p);
    assertThat(read.on("rk3399-cortex-a72")).contains(a72);
    assertThat(read.on("other")).isEmpty();
    assertThat(ValenFiles.toText(read)).isEqualTo(ValenFiles.toText(p)).contains("\"version\": 3");
    assertThat(read.coreTypes().get(0).entries().get(1).selected().taskOrder()).containsExactly(2, 0, 1);
    assertThat(read.coreTypes().get(0).entries().get(0).selected().hasTaskOrder()).isFalse();
  }

  @Test
  void shouldRefuseAMinimumTimeThatContradictsTheFrontOrHasAnUnknownField() throws Exception {
    ProfilePoint p = new ProfilePoint(new int[] {0, 0}, new int[] {0}, 10, 5, new int[] {0, 1});
    CoreTypeProfile section = new CoreTypeProfile("c", "sha256:abc", new ProfileSettings("nsga2", 1, new TreeMap<>()),
        List.of(new ProfileEntry(1, p, 1, MigrationOverheads.NONE, List.of(p), MinimumTime.of(10, 10, "cp-sat"))));
    String text = ValenFiles.toText(new Profile("j", List.of(section)));
    assertThat(text).contains("\"provenOptimal\": true");
    Path contradicting = Files.writeString(folder.resolve("contradicting.json"),
        text.replace("\"lowerBoundSeconds\": 10.0", "\"lowerBoundSeconds\": 8.0"));
    assertThat(ValenFiles.validate(contradicting.toString())).singleElement().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[0].entries[0]");
      assertThat(problem.found()).contains("provenOptimal is true");
    });
    Path unknown = Files.writeString(folder.resolve("unknown.json"),
        text.replace("\"method\"", "\"gapPercent\": 0, \"method\""));
    assertThat(ValenFiles.validate(unknown.toString())).singleElement().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[0].entries[0].minimumTime.gapPercent");
      assertThat(problem.found()).contains("unknown field");
    });
  }

  @Test
  void shouldRefuseATaskOrderThatRepeatsATask() throws Exception {
    ProfilePoint p = new ProfilePoint(new int[] {0, 0}, new int[] {0}, 10, 5, new int[] {1, 0});
    CoreTypeProfile section = new CoreTypeProfile("c", "sha256:abc", new ProfileSettings("nsga2", 1, new TreeMap<>()),
        List.of(new ProfileEntry(1, p, 1, MigrationOverheads.NONE, List.of(p))));
    String text = ValenFiles.toText(new Profile("j", List.of(section))).replace("[1, 0]", "[1, 1]");
    Path file = Files.writeString(folder.resolve("repeat.json"), text);
    assertThat(ValenFiles.validate(file.toString())).isNotEmpty().first().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[0].entries[0]");
      assertThat(problem.found()).contains("task 1 twice");
    });
  }

  @Test
  void shouldRefuseASectionWhoseSettingsNameACoreBudgetWithoutAnEntry() throws Exception {
    ProfilePoint one = new ProfilePoint(new int[] {0}, new int[] {0}, 10, 5);
    TreeMap<String, String> params = new TreeMap<>();
    params.put(ProfileSettings.CORE_BUDGETS, "1,2");
    CoreTypeProfile section = new CoreTypeProfile("c", "sha256:abc", new ProfileSettings("nsga2", 1, params),
        List.of(new ProfileEntry(1, one, 1, MigrationOverheads.NONE, List.of(one))));
    Path file = folder.resolve("k2-removed.json");
    ValenFiles.write(file, new Profile("j", List.of(section)));
    assertThat(ValenFiles.validate(file.toString())).singleElement().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[0].entries");
      assertThat(problem.found()).isEqualTo("entries of core budgets [1], none of [2]");
      assertThat(problem.expected()).isEqualTo("an entry of each budget of settings.parameters.coreBudgets (1,2)");
    });
    params.put(ProfileSettings.CORE_BUDGETS, "1");
    ValenFiles.write(file, new Profile("j", List.of(new CoreTypeProfile("c", "sha256:abc",
        new ProfileSettings("nsga2", 1, params), section.entries()))));
    assertThat(ValenFiles.validate(file.toString())).isEmpty();
  }

  @Test
  void shouldRefuseTwoSectionsOfOneCoreTypeNamingTheSecond() throws Exception {
    ProfilePoint one = new ProfilePoint(new int[] {0}, new int[] {0}, 10, 5);
    CoreTypeProfile section = new CoreTypeProfile("c", "sha256:abc", new ProfileSettings("nsga2", 1, new TreeMap<>()),
        List.of(new ProfileEntry(1, one, 1, MigrationOverheads.NONE, List.of(one))));
    String text = ValenFiles.toText(new Profile("j", List.of(section)));
    String sectionText = text.substring(text.indexOf("[", text.indexOf("coreTypes")) + 1, text.lastIndexOf("]"));
    Path file = Files.writeString(folder.resolve("twice.json"),
        text.substring(0, text.lastIndexOf("]")) + "," + sectionText + "]\n}\n");
    assertThat(ValenFiles.validate(file.toString())).singleElement().satisfies(problem -> {
      assertThat(problem.location()).isEqualTo("$.coreTypes[1].coreType");
      assertThat(problem.found()).isEqualTo("\"c\", profiled already at $.coreTypes[0]");
    });
  }

  @Test
  void shouldWriteAtomicallyLeavingNoTemporaryFiles() throws Exception {
    Path file = folder.resolve("sub/dir/p.json");
    ValenFiles.write(file, PlatformPresets.paper001(1, 1));
    ValenFiles.write(file, PlatformPresets.paper001(2, 2));
    assertThat(ValenFiles.readPlatform(file.toString()).totalCores()).isEqualTo(4);
    try (var files = Files.list(file.getParent())) {
      assertThat(files).containsExactly(file);
    }
  }

  @Test
  void shouldKeepArrivalOrderByTime() {
    Catalogue c = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(1, 5, 5), 1);
    var curve = c.templates().get(0).valueCurve();
    Workload w = new Workload("x", Optional.empty(), 100,
        List.of(new Arrival("b", "job-01", 50, curve), new Arrival("a", "job-01", 10, curve)));
    assertThat(w.arrivals()).extracting(Arrival::id).containsExactly("a", "b");
  }
}
