package org.valen.hc.paper002;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.trials.paper002.workload.GammaPmfs;
import org.valen.runtime.PolicyContract;

/** A DAG job's pmf on one core: the convolution along the plan of its tasks' gammas. */
class ExecutionPmfsTest {

  @Test
  void shouldConvolveTheTasksPmfsOfADagJobOnOneCore() {
    PolicyContract.Scenario s = PolicyContract.paper001Scenario(1);
    JobTemplate dag = s.catalogue().templates().stream().filter(t -> t.taskCount() >= 3).findFirst().orElseThrow();
    ExecutionModel model = s.catalogue().executionModel();
    CoreType type = s.platform().coreTypes().get(0);
    int level = 2;
    ExecutionPmfs pmfs = new ExecutionPmfs(0.25, 60, model, s.platform().coreTypes());

    DiscretePmf along = pmfs.alongThePlan(dag, type, level);

    DiscretePmf byHand = GammaPmfs.of(model.timeSeconds(dag.task(0), type, level), 0.25, 60, 1e-6);
    double sum = model.timeSeconds(dag.task(0), type, level);
    for (int t = 1; t < dag.taskCount(); t++) {
      double seconds = model.timeSeconds(dag.task(t), type, level);
      byHand = byHand.convolve(GammaPmfs.of(seconds, 0.25, 60, 1e-6));
      sum += seconds;
    }
    assertThat(along).isEqualTo(byHand);
    assertThat(along.mean()).isCloseTo(sum, within(60.0 * dag.taskCount())); // each gamma within a step of its mean
    double variance = 0;
    for (int i = 0; i < along.size(); i++) {
      variance += along.probability(i) * Math.pow(along.seconds(i) - along.mean(), 2);
    }
    assertThat(Math.sqrt(variance) / along.mean()).as("independent tasks: less uncertain than one").isLessThan(0.25);
  }
}
