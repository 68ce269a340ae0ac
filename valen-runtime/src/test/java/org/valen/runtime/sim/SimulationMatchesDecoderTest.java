package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.schedule.Allocations;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.Triggers;

/**
 * Without variability, a lone job simulated task by task takes exactly the decoder's response time
 * and energy: the kernel executes plans by the decoder's rule (001 Eq. 1–2), in the decoder's
 * default order or in the order a plan gives (a profile's).
 */
class SimulationMatchesDecoderTest {

  @RepeatedTest(25)
  void shouldReproduceTheDecodersScheduleForARandomJobAndAllocation(RepetitionInfo info) {
    long seed = info.getCurrentRepetition();
    UniformRandomProvider rng = RandomStreams.create(seed);
    JobTemplate job = CatalogueGenerator.template("job", CatalogueParameters.defaults().withTemplates(1, 2, 10), rng);
    Catalogue catalogue = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(job));
    Platform platform = PlatformPresets.paper001(1, 10);
    int n = job.taskCount();
    int k = 1 + rng.nextInt(n);
    int[] cores = new int[n];
    for (int t = 0; t < n; t++) {
      cores[t] = rng.nextInt(k);
    }
    int[] levels = new int[k];
    for (int c = 0; c < k; c++) {
      levels[c] = rng.nextInt(6);
    }
    Allocations.Canonical a = Allocations.canonical(cores, levels);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, catalogue.executionModel(), platform.singleCoreType(), platform.interconnect());
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double response = decoder.evaluate(a.taskToCore(), a.coreLevels(), ws);
    Plan plan = new Plan(a.taskToCore(), a.coreLevels(), response, ws.energyJoules());

    Workload workload = new Workload("c", Optional.empty(), 100,
        List.of(new Arrival("j1", "job", 50, job.valueCurve())));
    SimulationResult result = Simulation.run(platform, catalogue, workload, fixed(plan),
        SimulationSettings.defaults().withVariability(Variability.none()));
    JobRecord record = result.jobs().get(0);
    assertThat(record.startSeconds()).isEqualTo(50);
    assertThat(record.finishSeconds() - record.startSeconds()).as("seed %d", seed).isCloseTo(response, within(1e-6));
    assertThat(record.energyJoules()).as("seed %d", seed).isCloseTo(ws.energyJoules(), within(ws.energyJoules() * 1e-9));
  }

  @RepeatedTest(25)
  void shouldRunTheTasksOfEachCoreInThePlansOrderAsTheDecoderDoes(RepetitionInfo info) {
    long seed = 1000 + info.getCurrentRepetition();
    UniformRandomProvider rng = RandomStreams.create(seed);
    JobTemplate job = CatalogueGenerator.template("job", CatalogueParameters.defaults().withTemplates(1, 4, 16), rng);
    Catalogue catalogue = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(job));
    Platform platform = PlatformPresets.paper001(1, 10);
    int n = job.taskCount();
    int k = 1 + rng.nextInt(Math.min(n, 10));
    int[] cores = new int[n];
    int[] keys = new int[n];
    for (int t = 0; t < n; t++) {
      cores[t] = rng.nextInt(k);
      keys[t] = rng.nextInt(n);
    }
    int[] levels = new int[k];
    for (int c = 0; c < k; c++) {
      levels[c] = rng.nextInt(6);
    }
    Allocations.Canonical a = Allocations.canonical(cores, levels);
    ScheduleDecoder decoder = ScheduleDecoder.of(job, catalogue.executionModel(), platform.singleCoreType(), platform.interconnect());
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double response = decoder.evaluateByKeys(a.taskToCore(), a.coreLevels(), keys, ws);
    Plan plan = Plan.ordered(a.taskToCore(), a.coreLevels(), decoder.canonicalOrder(ws), response, ws.energyJoules());

    Workload workload = new Workload("c", Optional.empty(), 100,
        List.of(new Arrival("j1", "job", 50, job.valueCurve())));
    SimulationResult result = Simulation.run(platform, catalogue, workload, fixed(plan),
        SimulationSettings.defaults().withVariability(Variability.none()));
    JobRecord record = result.jobs().get(0);
    assertThat(record.finishSeconds() - record.startSeconds()).as("seed %d", seed).isCloseTo(response, within(1e-6));
    assertThat(record.energyJoules()).as("seed %d", seed).isCloseTo(ws.energyJoules(), within(ws.energyJoules() * 1e-9));
  }

  @Test
  void shouldRefuseAPlanWhoseOrderPutsATaskBeforeItsPredecessor() {
    JobTemplate job = CatalogueGenerator.template("job", CatalogueParameters.defaults().withTemplates(1, 5, 5)
        .withShapes(List.of(org.valen.model.generate.DagShape.CHAIN)), RandomStreams.create(3));
    Catalogue catalogue = new Catalogue("c", Optional.empty(), ScaledReferenceModel.relativeToFastestLevel(), List.of(job));
    int[] order = job.topologicalOrder();
    int first = order[0];
    order[0] = order[1];
    order[1] = first;
    Plan plan = Plan.ordered(new int[5], new int[] {0}, order, 10, 10);
    Workload workload = new Workload("c", Optional.empty(), 100, List.of(new Arrival("j1", "job", 50, job.valueCurve())));
    assertThatThrownBy(() -> Simulation.run(PlatformPresets.paper001(1, 10), catalogue, workload, fixed(plan),
        SimulationSettings.defaults()))
        .hasMessageContaining("not a topological order").hasMessageContaining("before its predecessor");
  }

  /** A policy that starts every waiting job at once on node 0 with one plan. */
  static Policy fixed(Plan plan) {
    return new Policy() {
      @Override
      public String name() {
        return "fixed";
      }

      @Override
      public Triggers triggers() {
        return Triggers.onEventsOnly();
      }

      @Override
      public void decide(DecisionContext context) {
        context.waiting().forEach(j -> context.allocate(j, 0, plan));
      }
    };
  }
}
