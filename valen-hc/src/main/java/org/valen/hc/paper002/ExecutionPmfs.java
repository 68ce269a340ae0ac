package org.valen.hc.paper002;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.exec.StochasticExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.trials.paper002.workload.GammaPmfs;
import org.valen.runtime.policy.Offer;

/**
 * The execution-time pmf of a one-core offer: the one its plan carries on a stochastic model (paper
 * 002), else — on a model of expected times only, ETC matrices say — a discretised gamma around the
 * offer's expected time with the policy's CV ({@link GammaPmfs}), so that robustness is a scoring
 * rule on any workload. The kernel's actual times then follow the workload's own model: the pmf is
 * the resource manager's belief, not the truth. Made once per template, core type and P-state.
 *
 * <p><b>DAG jobs</b> (our extension: the paper's tasks are serial). A job of several tasks is mapped
 * as a whole onto one core, its tasks one after the other at the core's P-state, so its execution
 * time is the sum of its tasks' and its pmf the convolution along the plan of each task's pmf: the
 * model's where it is stochastic, else a gamma of the policy's CV around the task's expected time.
 * (A gamma of that CV around the job's total time would claim the job as uncertain as one task; the
 * tasks' independent times make it less so.)
 */
final class ExecutionPmfs {
  private final double cv;
  private final double stepSeconds;
  private final ExecutionModel model;
  private final List<CoreType> coreTypes;
  private final Map<JobTemplate, DiscretePmf[][]> made = new IdentityHashMap<>();

  ExecutionPmfs(double cv, double stepSeconds, ExecutionModel model, List<CoreType> coreTypes) {
    this.cv = cv;
    this.stepSeconds = stepSeconds;
    this.model = model;
    this.coreTypes = coreTypes;
  }

  /** The pmf of one-core {@code offer}, made on a node of core type number {@code coreType}. */
  DiscretePmf of(Offer offer, int coreType) {
    DiscretePmf carried = offer.plan().responseTimePmf();
    if (carried != null) {
      return carried;
    }
    if (offer.plan().usedCores() != 1) {
      throw new IllegalArgumentException("paper 002's heuristics map a job onto one core; the offer holds "
          + offer.plan().usedCores());
    }
    int level = offer.plan().levelOf(0);
    JobTemplate template = offer.job().template();
    DiscretePmf[][] byType = made.computeIfAbsent(template, t -> new DiscretePmf[coreTypes.size()][]);
    if (byType[coreType] == null) {
      byType[coreType] = new DiscretePmf[coreTypes.get(coreType).levelCount()];
    }
    DiscretePmf[] byLevel = byType[coreType];
    if (byLevel[level] == null) {
      byLevel[level] = template.taskCount() == 1 ? GammaPmfs.of(offer.responseSeconds(), cv, stepSeconds, 1e-6)
          : alongThePlan(template, coreTypes.get(coreType), level);
    }
    return byLevel[level];
  }

  /** The convolution of the pmfs of every task of {@code template} on one core of {@code type} at {@code level}. */
  DiscretePmf alongThePlan(JobTemplate template, CoreType type, int level) {
    DiscretePmf sum = null;
    for (int t = 0; t < template.taskCount(); t++) {
      DiscretePmf task = model instanceof StochasticExecutionModel s ? s.timePmf(template.task(t), type, level)
          : GammaPmfs.of(model.timeSeconds(template.task(t), type, level), cv, stepSeconds, 1e-6);
      sum = sum == null ? task : sum.convolve(task);
    }
    return sum;
  }
}
