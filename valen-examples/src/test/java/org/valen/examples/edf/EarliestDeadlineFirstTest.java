package org.valen.examples.edf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * EDF's decisions, checked by hand on {@link TinyWorlds}' heterogeneous platform: node n0 of two
 * "fast" cores (levels 2 and 1 GHz), node n1 of one "slow" core; task type "cpu" runs only on fast
 * cores (100 s or 180 s), "any" on both (fast: 50 s at 40 W or 90 s at 15 W; slow: 120 s at 10 W
 * or 200 s at 5 W).
 */
class EarliestDeadlineFirstTest {
  private static final Platform PLATFORM = TinyWorlds.heterogeneous();
  private static final Catalogue CATALOGUE = TinyWorlds.matrixCatalogue();

  private final List<Arrival> arrivals = new ArrayList<>();

  /** Adds job j0, j1, … of {@code template} arriving at {@code seconds}, worth 1 until {@code deadline} seconds after. */
  private EarliestDeadlineFirstTest arrive(String template, double seconds, double deadline) {
    arrivals.add(new Arrival("j" + arrivals.size(), template, seconds, StepCurve.hardDeadline(1, deadline)));
    return this;
  }

  private SimulationResult run(Map<String, String> options) {
    PolicyInputs inputs = new PolicyInputs(PLATFORM, CATALOGUE, Optional.empty(), options);
    return Simulation.run(inputs, new Workload(CATALOGUE.name(), Optional.empty(), 1e6, arrivals),
        new EarliestDeadlineFirstProvider().create(inputs), SimulationSettings.defaults().withVariability(Variability.none()));
  }

  private static JobRecord job(SimulationResult result, String id) {
    return result.jobs().stream().filter(j -> j.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void shouldStartTheEarliestDeadlinesFirstOnTheFastestOffersWhenCoresAreScarce() {
    arrive("any", 0, 400).arrive("any", 0, 100).arrive("any", 0, 300).arrive("any", 0, 200);
    SimulationResult r = run(Map.of());
    // j1 and j3 take the two fast cores at 2 GHz (50 s), j2 the slow core (120 s); j0 waits for a core
    assertThat(job(r, "j1")).satisfies(j -> assertThat(j.node()).isEqualTo("n0"), j -> assertThat(j.finishSeconds()).isEqualTo(50));
    assertThat(job(r, "j3")).satisfies(j -> assertThat(j.node()).isEqualTo("n0"), j -> assertThat(j.finishSeconds()).isEqualTo(50));
    assertThat(job(r, "j2")).satisfies(j -> assertThat(j.node()).isEqualTo("n1"), j -> assertThat(j.finishSeconds()).isEqualTo(120));
    assertThat(job(r, "j0")).satisfies(j -> assertThat(j.startSeconds()).isEqualTo(50), j -> assertThat(j.finishSeconds()).isEqualTo(100));
  }

  @Test
  void shouldTakeTheOfferOfLeastEnergyOverAllFreeNodesWhenAsked() {
    arrive("any", 0, 1000);
    // energies: fast 50 s × 40 W = 2000 J, 90 s × 15 W = 1350 J; slow 120 s × 10 W = 1200 J, 200 s × 5 W = 1000 J
    JobRecord leastEnergy = job(run(Map.of(EarliestDeadlineFirstProvider.OFFER, "least-energy")), "j0");
    assertThat(leastEnergy.node()).isEqualTo("n1");
    assertThat(leastEnergy.finishSeconds()).isEqualTo(200);
    assertThat(leastEnergy.energyJoules()).isEqualTo(1000);
    JobRecord fastest = job(run(Map.of()), "j0");
    assertThat(fastest.node()).isEqualTo("n0");
    assertThat(fastest.finishSeconds()).isEqualTo(50);
  }

  @Test
  void shouldLetALaterDeadlineStartWhenNoFreeNodeCanRunAnEarlierOne() {
    arrive("cpu", 0, 1000).arrive("cpu", 0, 2000).arrive("cpu", 0, 3000).arrive("any", 0, 4000);
    SimulationResult r = run(Map.of());
    // j0 and j1 fill the fast cores; j2 ("cpu") cannot run on the slow core, so j3 takes it
    assertThat(job(r, "j3").startSeconds()).isZero();
    assertThat(job(r, "j3").node()).isEqualTo("n1");
    assertThat(job(r, "j2").startSeconds()).isEqualTo(100);
  }

  @Test
  void shouldDropAWaitingJobOnceItsValueIsZeroUnlessToldNotTo() {
    arrive("any", 0, 1e5).arrive("any", 0, 1e5).arrive("any", 0, 1e5).arrive("any", 1, 10);
    // every core is busy until 50 s; by then j3 (worth nothing after 11 s) has expired
    JobRecord dropped = job(run(Map.of()), "j3");
    assertThat(dropped.status()).isEqualTo(JobStatus.REJECTED_IN_QUEUE);
    assertThat(dropped.startSeconds()).isNaN();
    JobRecord kept = job(run(Map.of(EarliestDeadlineFirstProvider.DROP_EXPIRED, "off")), "j3");
    assertThat(kept.status()).isEqualTo(JobStatus.COMPLETED_ZERO_VALUE);
    assertThat(kept.startSeconds()).isEqualTo(50);
  }
}
