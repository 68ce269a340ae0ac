package org.valen.hc.paper004;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.PolicyContract;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.Variability;

/**
 * Paper 004's preemption on DAG jobs: a preempted job keeps the work its tasks have done. Preempt
 * Greedy on the contract's DAG scenario, every task flagged preemptible, without execution-time
 * variability: every task of a preempted job that completed ran, over all its pieces, exactly its
 * model time at its level, once — no finished task ran again, no running one started over.
 */
class DagPreemptionTest {

  @Test
  void shouldKeepTheWorkOfAPreemptedDagJobsTasks() {
    PolicyContract.Scenario s = PolicyContract.scenario(1, Map.of("canPreemptProbability", "1",
        "preemptibleProbability", "1", "seed", "1"));
    RecordingTrace trace = new RecordingTrace();
    SimulationResult result = Simulation.run(s.inputs(), s.workload(),
        Policies.find("P004-MaxUtil-Greedy").orElseThrow().create(s.inputs()),
        s.settings().withVariability(Variability.none()), trace);
    Map<String, JobTemplate> templates = new HashMap<>();
    s.catalogue().templates().forEach(t -> templates.put(t.id(), t));
    Map<String, Double> ranSeconds = new HashMap<>();
    Map<String, Integer> finishedPieces = new HashMap<>();
    Map<String, Integer> levelOf = new HashMap<>();
    for (RecordingTrace.Piece p : trace.pieces) {
      String key = p.job() + "/" + p.task();
      ranSeconds.merge(key, p.end() - p.start(), Double::sum);
      finishedPieces.merge(key, p.finished() ? 1 : 0, Integer::sum);
      assertThat(levelOf.computeIfAbsent(key, k -> p.level())).as(key).isEqualTo(p.level());
    }
    int checked = 0;
    for (JobRecord job : result.jobs()) {
      JobTemplate t = templates.get(job.templateId());
      if (job.preemptions() == 0 || t.taskCount() < 2 || !job.status().earnsValue()) {
        continue;
      }
      for (int task = 0; task < t.taskCount(); task++) {
        String key = job.id() + "/" + task;
        double expected = s.catalogue().executionModel().timeSeconds(t.task(task), s.platform().coreTypes().get(0),
            levelOf.get(key));
        assertThat(ranSeconds.get(key)).as(key).isCloseTo(expected, within(1e-6 * expected));
        assertThat(finishedPieces.get(key)).as(key).isEqualTo(1);
      }
      checked++;
    }
    assertThat(checked).as("preempted DAG jobs that completed").isPositive();
  }
}
