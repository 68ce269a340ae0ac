package org.valen.hc.paper000.rules;

import org.valen.model.job.JobTemplate;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;

/** Waiting jobs for the index's unit tests: job i arrived at i s, of no template, worth 1 until 100 s. */
final class TestJobs {
  private TestJobs() {}

  /** Waiting job number {@code index}. */
  static JobView job(int index) {
    return new JobView() {
      public int index() {
        return index;
      }

      public String id() {
        return "j" + index;
      }

      public JobTemplate template() {
        return null;
      }

      public double arrivalSeconds() {
        return index;
      }

      public ValueCurve valueCurve() {
        return StepCurve.hardDeadline(1, 100);
      }

      public boolean isRunning() {
        return false;
      }

      public boolean isQueued() {
        return false;
      }

      public boolean isWaiting() {
        return true;
      }

      public int node() {
        return -1;
      }

      public Plan plan() {
        return null;
      }

      public double planStartSeconds() {
        return Double.NaN;
      }

      public double doneWorkFraction() {
        return 0;
      }

      public double doneWorkFractionAtPlanStart() {
        return 0;
      }

      public int reallocations() {
        return 0;
      }

      public int preemptions() {
        return 0;
      }

      public int resumeCoreType() {
        return -1;
      }
    };
  }
}
