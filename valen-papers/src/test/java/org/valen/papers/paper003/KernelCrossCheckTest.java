package org.valen.papers.paper003;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.valen.profit.Bag;
import org.valen.profit.Economics;
import org.valen.profit.FullAllocation;
import org.valen.profit.MaxProfit;
import org.valen.profit.ProfitSolution;
import org.valen.profit.generate.SystemGenerator;
import org.valen.profit.generate.SystemParameters;

/** Paper 003's own makespan and energy of a full allocation equal what valen's kernel measures playing it. */
class KernelCrossCheckTest {

  @ParameterizedTest(name = "seed {0}, {1} tasks, idle {2}, gamma {3}")
  @CsvSource({
    "1, 300, 0, 1.2",
    "2, 300, 0.05, 1.5",
    "3, 500, 0.05, 1.05",
    "4, 200, 0.2, 1.01",
    "5, 11000, 0.05, 1.2"
  })
  void shouldMeasureTheAllocationsOwnMakespanAndEnergyWhenTheKernelPlaysIt(long seed, int tasks, double idle,
      double gamma) {
    SystemParameters p = tasks == 11000 ? SystemParameters.paper003().withIdleFraction(idle)
        : new SystemParameters(4, 5, 6, tasks, 60, 0.5, 0.5, 100, 140, 1, 0.1, 0.5, idle);
    Bag bag = SystemGenerator.generate(p, seed);
    ProfitSolution s = MaxProfit.standard().solve(bag, Economics.ofProfitRatio(gamma, 1));
    assertThat(s.processes()).as("seed %d processes the bag", seed).isTrue();
    FullAllocation full = s.full().orElseThrow();

    KernelPlay.Measured kernel = KernelPlay.play(full);

    assertThat(kernel.finished()).as("seed %d", seed).isEqualTo(bag.totalTasks());
    assertThat(kernel.makespanSeconds()).as("makespan, seed %d", seed)
        .isCloseTo(full.makespanSeconds(), within(1e-9 * full.makespanSeconds()));
    assertThat(kernel.energyJoules()).as("energy, seed %d", seed)
        .isCloseTo(full.energyJoules(), within(1e-9 * full.energyJoules()));
  }
}
