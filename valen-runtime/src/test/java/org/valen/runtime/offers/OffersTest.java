package org.valen.runtime.offers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Task;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.TestProfiles;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/** Offers as the decision context answers them, from matrices, the decoder and pmfs. */
class OffersTest {
  private static final SimulationSettings EXACT = SimulationSettings.defaults().withVariability(Variability.none());

  /** The offers a policy sees at its first decision for job j0 on each node, with at most {@code maxCores}. */
  private static List<List<Offer>> firstOffers(Platform platform, Catalogue catalogue, String template, int maxCores) {
    List<List<Offer>> seen = new ArrayList<>();
    Simulation.run(platform, catalogue, TinyWorlds.arrivals(catalogue, List.of(template), 5), TinyWorlds.onEvents(c -> {
      if (seen.isEmpty()) {
        JobView job = c.waiting().get(0);
        for (int n = 0; n < c.nodeCount(); n++) {
          seen.add(c.offers(job, n, maxCores, c.now()));
        }
        c.drop(job);
      }
    }), EXACT);
    return seen;
  }

  @Test
  void shouldOfferEveryPStateOfAMatrixAndNothingWhereTheTaskCannotRun() {
    Catalogue catalogue = TinyWorlds.matrixCatalogue();
    List<List<Offer>> cpu = firstOffers(TinyWorlds.heterogeneous(), catalogue, "cpu", 2);
    assertThat(cpu.get(0)).extracting(o -> o.plan().levelOf(0) + ":" + o.responseSeconds() + ":" + o.energyJoules())
        .containsExactly("0:100.0:3000.0", "1:180.0:2160.0");
    assertThat(cpu.get(1)).as("core type slow cannot run task type cpu").isEmpty();
    List<List<Offer>> any = firstOffers(TinyWorlds.heterogeneous(), catalogue, "any", 1);
    assertThat(any.get(1)).extracting(Offer::responseSeconds).containsExactly(120.0, 200.0);
    Offer o = any.get(1).get(0);
    assertThat(o.startSeconds()).isEqualTo(5);
    assertThat(o.completionSeconds()).isEqualTo(125);
    assertThat(o.value()).isEqualTo(2);
    assertThat(o.valuePerJoule()).isEqualTo(2 / 1200.0);
    assertThat(firstOffers(TinyWorlds.heterogeneous(), catalogue, "any", 0).get(0)).isEmpty();
  }

  @Test
  void shouldOfferNonDominatedDecoderPlansOfDagsWithinTheCores() {
    Catalogue catalogue = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 6, 9), 3);
    Platform platform = PlatformPresets.paper001(1, 8);
    for (JobTemplate t : catalogue.templates()) {
      List<Offer> offers = firstOffers(platform, catalogue, t.id(), 3).get(0);
      assertThat(offers).isNotEmpty();
      for (int i = 0; i < offers.size(); i++) {
        Offer o = offers.get(i);
        assertThat(o.cores()).isBetween(1, 3);
        assertThat(o.plan().taskCount()).isEqualTo(t.taskCount());
        if (i > 0) { // fastest first; each slower one uses less energy
          assertThat(o.responseSeconds()).isGreaterThan(offers.get(i - 1).responseSeconds());
          assertThat(o.energyJoules()).isLessThan(offers.get(i - 1).energyJoules());
        }
      }
    }
  }

  /** The order docs/policies.md and DecisionContext.offers state: profile offers fastest first, as DAG model offers. */
  @Test
  void shouldOfferProfilePlansFastestFirstAndOneTaskModelPlansInLevelOrder(@TempDir Path folder) {
    Catalogue catalogue = CatalogueGenerator.generate(CatalogueParameters.defaults().withTemplates(4, 5, 8), 5);
    Platform platform = PlatformPresets.paper001(1, 8);
    TestProfiles.write(folder, catalogue, platform);
    ProfileBook book = ProfileBook.load(folder, catalogue, platform, catalogue.templates());
    int ordered = 0;
    for (JobTemplate t : catalogue.templates()) {
      List<Offer> offers = new ArrayList<>();
      Simulation.run(new PolicyInputs(platform, catalogue, Optional.of(book), Map.of()),
          TinyWorlds.arrivals(catalogue, List.of(t.id()), 5), TinyWorlds.onEvents(c -> {
            if (offers.isEmpty()) {
              offers.addAll(c.offers(c.waiting().get(0), 0));
              c.drop(c.waiting().get(0));
            }
          }), EXACT);
      assertThat(offers).as(t.id()).isNotEmpty();
      for (int i = 1; i < offers.size(); i++) {
        assertThat(offers.get(i).responseSeconds()).as(t.id()).isGreaterThan(offers.get(i - 1).responseSeconds());
        assertThat(offers.get(i).energyJoules()).as(t.id()).isLessThan(offers.get(i - 1).energyJoules());
        ordered++;
      }
    }
    assertThat(ordered).as("pairs of profile offers in order").isPositive();
    List<Offer> oneTask = firstOffers(TinyWorlds.heterogeneous(), TinyWorlds.matrixCatalogue(), "any", 1).get(0);
    assertThat(oneTask).extracting(o -> o.plan().levelOf(0)).containsExactly(0, 1);
  }

  @Test
  void shouldCarryTheTimePmfOfAOneTaskPlanOfAStochasticModel() {
    DiscretePmf pmf = DiscretePmf.of(20, 10, 0.5, 0.5);
    StochasticExecutionModel model = new StochasticExecutionModel() {
      @Override
      public DiscretePmf timePmf(Task task, CoreType coreType, int level) {
        return pmf;
      }

      @Override
      public double dynamicPowerWatts(Task task, CoreType coreType, int level) {
        return 2;
      }
    };
    JobTemplate one = JobTemplate.builder("one").task("t", "x", 1).valueCurve(StepCurve.hardDeadline(1, 100)).build();
    Catalogue catalogue = new Catalogue("s", Optional.empty(), model, List.of(one));
    Platform platform = PlatformPresets.paper001(1, 1);
    List<Plan> plans = new ModelPlans(model, platform.interconnect()).plans(one, platform.coreTypes().get(0), 1);
    assertThat(plans).hasSize(platform.coreTypes().get(0).levelCount());
    assertThat(plans.get(0).responseTimePmf()).isSameAs(pmf);
    assertThat(plans.get(0).expectedResponseSeconds()).isEqualTo(20);
    assertThat(firstOffers(platform, catalogue, "one", 1).get(0).get(0).plan().responseTimePmf()).isSameAs(pmf);
  }

  @Test
  void shouldKeepOnlyPlansNoOtherBeatsInTimeAndEnergy() {
    Plan a = new Plan(new int[] {0}, new int[] {0}, 10, 50);
    Plan b = new Plan(new int[] {0}, new int[] {1}, 12, 60); // slower and costlier than a
    Plan c = new Plan(new int[] {0}, new int[] {2}, 15, 40);
    Plan d = new Plan(new int[] {0, 1}, new int[] {0, 0}, 10, 55); // as fast as a, costlier
    assertThat(ModelPlans.nonDominated(List.of(b, c, d, a))).containsExactly(a, c);
  }

  @Test
  void shouldUseTheScaledModelOnEveryLevelOfOneCore() {
    JobTemplate one = JobTemplate.builder("one").task("t", "x", 100).valueCurve(StepCurve.hardDeadline(1, 1e4)).build();
    Catalogue catalogue = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(one));
    Platform platform = PlatformPresets.paper001(1, 4);
    List<Offer> offers = firstOffers(platform, catalogue, "one", 4).get(0);
    assertThat(offers).hasSize(platform.coreTypes().get(0).levelCount());
    assertThat(offers.get(0).responseSeconds()).isEqualTo(100);
  }
}
