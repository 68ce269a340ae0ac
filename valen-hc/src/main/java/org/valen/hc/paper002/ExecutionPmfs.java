package org.valen.hc.paper002;

import java.util.IdentityHashMap;
import java.util.Map;
import org.valen.hc.paper002.workload.GammaPmfs;
import org.valen.model.exec.DiscretePmf;
import org.valen.model.job.JobTemplate;
import org.valen.runtime.policy.Offer;

/**
 * The execution-time pmf of an offer: the one its plan carries on a stochastic model (paper 002),
 * else — on a model of expected times only, ETC matrices say — a discretised gamma around the
 * offer's expected time with the policy's CV ({@link GammaPmfs}), so that robustness is a scoring
 * rule on any workload of one-task jobs. The kernel's actual times then follow the workload's own
 * model: the pmf is the resource manager's belief, not the truth. Made once per template, core type
 * and P-state.
 */
final class ExecutionPmfs {
  private final double cv;
  private final double stepSeconds;
  private final Map<JobTemplate, DiscretePmf[][]> made = new IdentityHashMap<>();
  private final int coreTypes;

  ExecutionPmfs(double cv, double stepSeconds, int coreTypes) {
    this.cv = cv;
    this.stepSeconds = stepSeconds;
    this.coreTypes = coreTypes;
  }

  /** The pmf of {@code offer}, made on a node of core type number {@code coreType}. */
  DiscretePmf of(Offer offer, int coreType) {
    DiscretePmf carried = offer.plan().responseTimePmf();
    if (carried != null) {
      return carried;
    }
    int level = offer.plan().levelOf(0);
    DiscretePmf[][] byType = made.computeIfAbsent(offer.job().template(), t -> new DiscretePmf[coreTypes][]);
    if (byType[coreType] == null || byType[coreType].length <= level) {
      DiscretePmf[] grown = new DiscretePmf[level + 1];
      if (byType[coreType] != null) {
        System.arraycopy(byType[coreType], 0, grown, 0, byType[coreType].length);
      }
      byType[coreType] = grown;
    }
    if (byType[coreType][level] == null) {
      byType[coreType][level] = GammaPmfs.of(offer.responseSeconds(), cv, stepSeconds, 1e-6);
    }
    return byType[coreType][level];
  }
}
