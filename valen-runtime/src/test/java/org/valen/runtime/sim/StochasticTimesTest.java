package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.PmfModel;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Offer;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.WaitingOrder;

/** On a stochastic model the kernel draws each task's actual time from its pmf, per (seed, arrival). */
class StochasticTimesTest {
  private static final DiscretePmf FAST = DiscretePmf.of(10, 100, 0.5, 0.3, 0, 0.2);
  private static final DiscretePmf SLOW = FAST.scale(2);

  private static Catalogue catalogue() {
    DiscretePmf[][][] pmfs = {{{FAST, SLOW}, {FAST.scale(1.5), FAST.scale(3)}}};
    PmfModel model = new PmfModel(10, List.of("x"), List.of("fast", "slow"), pmfs, null);
    return new Catalogue("pmfs", Optional.empty(), model,
        List.of(JobTemplate.builder("x").task("t", "x", 1).valueCurve(StepCurve.hardDeadline(1, 1e6)).build()));
  }

  private static Workload arrivals(Catalogue catalogue, int n) {
    List<Arrival> a = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      a.add(new Arrival("j" + i, "x", i * 10.0, catalogue.template("x").valueCurve()));
    }
    return new Workload(catalogue.name(), Optional.empty(), 1e6, a);
  }

  /** Every arrival on core 0 of node 0 at {@code level}, in a FIFO queue. */
  private static Policy queueOnCoreZero(int level) {
    return TinyWorlds.onEvents(context -> {
      for (JobView job = context.firstWaiting(WaitingOrder.ARRIVAL); job != null;
          job = context.firstWaiting(WaitingOrder.ARRIVAL)) {
        Offer offer = context.offers(job, 0, 1, context.now()).get(level);
        context.enqueueOnCore(job, 0, 0, offer.plan());
      }
    });
  }

  private static List<Double> durations(long seed, int level, Variability variability, int n) {
    Platform platform = TinyWorlds.heterogeneous();
    Catalogue catalogue = catalogue();
    RecordingTrace trace = new RecordingTrace();
    Simulation.run(platform, catalogue, arrivals(catalogue, n), queueOnCoreZero(level),
        SimulationSettings.defaults().withSeed(seed).withVariability(variability), trace);
    List<Double> d = new ArrayList<>();
    trace.pieces.forEach(p -> d.add(p.end() - p.start()));
    return d;
  }

  @Test
  void shouldDrawActualTimesFromThePmfOfTheLevel() {
    int n = 4000;
    List<Double> fast = durations(1, 0, Variability.none(), n);
    assertThat(fast).hasSize(n).allSatisfy(d -> assertThat(d).isIn(100.0, 110.0, 130.0));
    assertThat(fast.stream().filter(d -> d == 100.0).count() / (double) n).isCloseTo(0.5, within(0.03));
    assertThat(fast.stream().mapToDouble(Double::doubleValue).average().orElseThrow()).isCloseTo(FAST.mean(), within(1.0));
    List<Double> slow = durations(1, 1, Variability.none(), n);
    for (int i = 0; i < n; i++) {
      assertThat(slow.get(i)).as("the same quantile of the slower pmf")
          .isEqualTo(SLOW.quantile(FAST.probabilityBefore(fast.get(i)) + 1e-12));
    }
  }

  @Test
  void shouldGiveTheSameTimesForTheSameSeedWhateverTheVariabilityAndOthersForAnother() {
    List<Double> a = durations(7, 0, Variability.none(), 300);
    assertThat(durations(7, 0, Variability.defaults(), 300)).as("the pmf is the variability").isEqualTo(a);
    assertThat(durations(8, 0, Variability.none(), 300)).isNotEqualTo(a);
  }
}
