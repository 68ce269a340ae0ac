package org.valen.runtime.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.valen.runtime.TinyWorlds;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.WaitingOrder;

/** What a policy sees without copying: waiting jobs per core type, free cores per type, nodes with free cores. */
class ViewsTest {
  private static final SimulationSettings EXACT = SimulationSettings.defaults().withVariability(Variability.none());

  @Test
  void shouldWalkOnlyTheWaitingJobsACoreTypeCanRun() {
    var catalogue = TinyWorlds.matrixCatalogue();
    List<String> seen = new ArrayList<>();
    Simulation.run(TinyWorlds.heterogeneous(), catalogue,
        TinyWorlds.arrivals(catalogue, List.of("cpu", "any", "cpu", "any"), 0, 1, 2, 3), TinyWorlds.onEvents(c -> {
          if (c.now() == 3) {
            int fast = 0;
            int slow = 1;
            seen.add("free " + c.freeCoresOfType(fast) + "/" + c.freeCoresOfType(slow));
            for (JobView j : c.waiting(WaitingOrder.ARRIVAL, slow)) {
              seen.add("slow " + j.id());
            }
            for (JobView j : c.waiting(WaitingOrder.DEADLINE, fast)) {
              seen.add("fast " + j.id());
            }
            JobView first = c.firstWaiting(WaitingOrder.ARRIVAL, slow);
            c.allocate(first, 1, c.offers(first, 1).get(0).plan());
            seen.add("free " + c.freeCoresOfType(fast) + "/" + c.freeCoresOfType(slow) + " next " + c.nextNodeWithFreeCores(0)
                + "," + c.nextNodeWithFreeCores(1));
            seen.add("slow first " + c.firstWaiting(WaitingOrder.ARRIVAL, slow).id());
            c.waiting().forEach(c::drop);
          }
        }), EXACT);
    assertThat(seen).containsExactly("free 2/1", "slow j1", "slow j3", "fast j0", "fast j1", "fast j2", "fast j3",
        "free 2/0 next 0,-1", "slow first j3");
  }
}
