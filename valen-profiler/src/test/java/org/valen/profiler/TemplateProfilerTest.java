package org.valen.profiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.model.generate.RandomStreams;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.JobTemplate;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.profiler.oracle.ExhaustiveOracle;
import org.valen.profiler.search.Nsga2Search;
import org.valen.profiler.search.SearchResult;

class TemplateProfilerTest {
  private static final ProfilerSettings QUICK = ProfilerSettings.defaults().withBudget(20, 2000, 20);

  @Test
  void shouldProfileAJobOfMoreThan64TasksWhoseOneCoreBudgetIsEnumerated() {
    // k = 1 is enumerated (one allocation per level); the order search of the oracle needs no
    // order there, so its 64-task limit must not stop a 100-task job
    JobTemplate job = org.valen.model.generate.StgGraphGenerator.generate("big",
        org.valen.model.generate.StgGraphParameters.defaults().withTasks(100), 1, 0);
    CoreTypeProfile profile = Jobs.profiler(ProfilerSettings.defaults().withBudget(20, 400, 5)
        .withPolishEvaluations(20).withListSearchTries(5)).profile(job, List.of(1, 2));
    assertThat(profile.entry(1).orElseThrow().selected().responseTimeSeconds())
        .isEqualTo(job.totalReferenceSeconds(), within(1e-6));
    assertThat(profile.entry(2)).isPresent();
  }

  @Test
  void shouldProfileEveryBudgetFromOneToTheTaskCountByDefault() {
    JobTemplate job = Jobs.random(31, 7, 7);
    assertThat(TemplateProfiler.coreBudgets(job, List.of())).containsExactly(1, 2, 3, 4, 5, 6, 7);
  }

  @Test
  void shouldCapBudgetsAtTheTaskCountAndSortThem() {
    JobTemplate job = Jobs.random(31, 5, 5);
    assertThat(TemplateProfiler.coreBudgets(job, List.of(16, 2, 8, 1, 2))).containsExactly(1, 2, 5);
    assertThatThrownBy(() -> TemplateProfiler.coreBudgets(job, List.of(0))).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void shouldCapBudgetsAtTheLargestNodeOfTheCoreType() {
    JobTemplate job = Jobs.random(31, 7, 7);
    assertThat(TemplateProfiler.coreBudgets(job, 4, List.of())).containsExactly(1, 2, 3, 4);
    assertThat(TemplateProfiler.coreBudgets(job, 4, List.of(2, 6))).containsExactly(2, 4);
    assertThat(TemplateProfiler.coreBudgets(job, 0, List.of())).isEmpty();
    assertThat(TemplateProfiler.coreBudgets(job, 0, List.of(2))).isEmpty();
  }

  @Test
  void shouldEnumerateExactlyTheSpacesNoLargerThanThePopulation() {
    TemplateProfiler profiler = Jobs.profiler(QUICK); // population 20, 6 levels
    JobTemplate one = Jobs.random(36, 1, 1);
    JobTemplate six = Jobs.random(37, 6, 6);
    assertThat(profiler.isTiny(one, 1)).isTrue();
    assertThat(profiler.isTiny(six, 1)).isTrue();
    assertThat(profiler.isTiny(six, 2)).isFalse(); // 6 + 31 × 36 allocations
    SearchResult enumerated = profiler.search(six, 1);
    assertThat(enumerated.evaluations()).isEqualTo(Jobs.CORE_M.levelCount());
    assertThat(enumerated.front()).isEqualTo(ExhaustiveOracle.run(Jobs.decoder(six), 1).front());
  }

  @Test
  void shouldFindWithNsga2TheFrontItEnumeratesOnOneCore() {
    // on one core every allocation is one of the levels, all in NSGA-II's initial population: the
    // enumeration changes no profile, only its cost. Every order gives one core the same work, but
    // summed in another order its end may differ in the last bit: times are equal to 1e-12.
    for (long seed = 40; seed < 45; seed++) {
      JobTemplate job = Jobs.random(seed, 2, 9);
      SearchResult searched = Nsga2Search.run(Jobs.decoder(job), job, Jobs.LINK, 1, QUICK,
          RandomStreams.create(TemplateProfiler.searchSeed(1, job.id(), 1)));
      SearchResult enumerated = ExhaustiveOracle.run(Jobs.decoder(job), 1);
      assertThat(searched.front()).as("seed %d", seed).hasSameSizeAs(enumerated.front());
      for (int i = 0; i < searched.front().size(); i++) {
        ProfilePoint a = searched.front().get(i);
        ProfilePoint b = enumerated.front().get(i);
        assertThat(a.coreLevels()).as("seed %d", seed).containsExactly(b.coreLevels());
        assertThat(a.responseTimeSeconds()).isCloseTo(b.responseTimeSeconds(), within(b.responseTimeSeconds() * 1e-12));
        assertThat(a.energyJoules()).isCloseTo(b.energyJoules(), within(b.energyJoules() * 1e-12));
      }
      assertThat(searched.selected().coreLevels()).containsExactly(enumerated.selected().coreLevels());
    }
  }

  @Test
  void shouldNeverLetTheProductGrowWithTheBudget() {
    JobTemplate job = Jobs.random(32, 9, 9);
    CoreTypeProfile p = Jobs.profiler(QUICK).profile(job, TemplateProfiler.coreBudgets(job, List.of()));
    for (int i = 1; i < p.entries().size(); i++) {
      assertThat(p.entries().get(i).selected().timeEnergyProduct())
          .isLessThanOrEqualTo(p.entries().get(i - 1).selected().timeEnergyProduct());
    }
  }

  @Test
  void shouldRecordValueOverheadsSettingsAndHash() {
    JobTemplate job = Jobs.random(33, 6, 6);
    List<Integer> budgets = List.of(1, 3);
    TemplateProfiler profiler = Jobs.profiler(QUICK.withSeed(9));
    CoreTypeProfile p = profiler.profile(job, budgets);
    ProfileEntry e = p.entry(3).orElseThrow();
    assertThat(e.valueAtArrival()).isEqualTo(job.valueCurve().valueAt(e.selected().responseTimeSeconds()));
    assertThat(e.overheads()).isEqualTo(MigrationOverheads.estimate(job, Jobs.CORE_M, Jobs.LINK, e.usedCores(), QUICK.overheads()));
    assertThat(p.settings().seed()).isEqualTo(9);
    assertThat(p.settings().parameters()).containsEntry("coreBudgets", "1,3").containsEntry("populationSize", "20");
    assertThat(p.sourceHash()).isEqualTo(profiler.sourceHash(job, budgets))
        .isNotEqualTo(Jobs.profiler(QUICK.withSeed(10)).sourceHash(job, budgets))
        .isNotEqualTo(profiler.sourceHash(job, List.of(1, 2)));
  }

  @Test
  void shouldWriteProfilesThatReadBackEqual(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) {
    JobTemplate job = Jobs.random(34, 6, 6);
    Profile p = new Profile(job.id(), List.of(Jobs.profiler(QUICK).profile(job, List.of(1, 2, 6))));
    java.nio.file.Path file = folder.resolve("p.json");
    ValenFiles.write(file, p);
    assertThat(ValenFiles.readProfile(file.toString())).isEqualTo(p);
  }

  @Test
  void shouldProfileAOneTaskJobAtEveryLevelOfItsFront() {
    JobTemplate job = Jobs.random(35, 1, 1);
    CoreTypeProfile p = Jobs.profiler(QUICK).profile(job, TemplateProfiler.coreBudgets(job, List.of(4)));
    ProfileEntry e = p.entries().get(0);
    assertThat(e.maxCores()).isEqualTo(1);
    // one task: the front is one point per level that is not dominated; the fastest level wins (README of the model)
    assertThat(e.front()).allSatisfy(point -> assertThat(point.taskToCore()).containsExactly(0));
    assertThat(e.selected().coreLevels()).containsExactly(0);
  }

  @Test
  void shouldDeriveDifferentSeedsForEachTemplateAndBudget() {
    assertThat(TemplateProfiler.searchSeed(1, "a", 1)).isNotEqualTo(TemplateProfiler.searchSeed(1, "a", 2))
        .isNotEqualTo(TemplateProfiler.searchSeed(1, "b", 1))
        .isNotEqualTo(TemplateProfiler.searchSeed(2, "a", 1))
        .isEqualTo(TemplateProfiler.searchSeed(1, "a", 1));
  }
}
