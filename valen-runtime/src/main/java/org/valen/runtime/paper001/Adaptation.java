package org.valen.runtime.paper001;

import java.util.Arrays;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.ProfileEntry;
import org.valen.runtime.policy.DecisionContext;
import org.valen.runtime.policy.JobView;
import org.valen.runtime.policy.Plan;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.profiles.TemplateProfile;

/**
 * The adaptation step of paper 001's Algorithm 1 (lines 7–17), run at every checkpoint.
 *
 * <p><b>Deviation</b> (line 9). For a running job not yet adapted, with plan started at {@code s}
 * expecting response time {@code R} for the work left then: expected share of that work done
 * {@code e = (now − s) / R}, monitored share {@code a}; deviation {@code e − a} (positive: behind).
 * Jobs within the threshold are not deviated.
 *
 * <p><b>Estimates</b> (line 10, Eq. 3–5). {@code remainedWork} is the share of the job's total
 * work left; for the profile entry of {@code c} cores, {@code remainedTime = remainedWork ×
 * completionTime_c × σ}, where σ = e / a is the speed observed so far (1 if extrapolation is off);
 * {@code newEndTime = now + overhead + remainedTime}; {@code newValue} = the value at newEndTime;
 * {@code newEnergy = remainedWork × energy_c + overhead energy}; Eq. 5's value density over energy
 * density reduces to {@code newValue / newEnergy}. Behind jobs are offered more cores on their
 * node (free ones added) or on another node; jobs ahead are offered fewer cores on their node.
 * Overheads come from the profile entry: intra-node or inter-node migration plus the level switch.
 *
 * <p><b>Choice</b> (lines 11–14). Among all deviated jobs and their options, the best {@code
 * newValue / newEnergy} is taken if it beats the job's current estimate and the reallocation gain
 * exceeds its overhead: the remaining time shrinks by more than the overhead time, or the
 * remaining energy by more than the overhead energy (our reading of "reallocation gain &gt;
 * reallocation overhead"). Then the next, until no job gains or every running job was tried.
 */
final class Adaptation {
  private final ProfileBook profiles;
  private final AdaptationSettings settings;

  Adaptation(ProfileBook profiles, AdaptationSettings settings) {
    this.profiles = profiles;
    this.settings = settings;
  }

  void adapt(DecisionContext context) {
    int rounds = context.running().size();
    for (int round = 0; round < rounds; round++) {
      Candidate best = null;
      for (JobView job : context.running()) {
        Candidate c = bestFor(context, job);
        if (c != null && (best == null || c.ratio > best.ratio)) {
          best = c;
        }
      }
      if (best == null) {
        return;
      }
      context.reallocate(best.job, best.node, best.plan, best.overheadSeconds);
    }
  }

  private record Candidate(JobView job, int node, Plan plan, double overheadSeconds, double ratio) {}

  /** The best eligible reallocation of {@code job}, or null. */
  private Candidate bestFor(DecisionContext context, JobView job) {
    double now = context.now();
    if (job.reallocations() >= settings.maxAdaptationsPerJob() || !(job.planStartSeconds() < now)) {
      return null;
    }
    Plan current = job.plan();
    double expected = (now - job.planStartSeconds()) / current.expectedResponseSeconds();
    double atStart = job.doneWorkFractionAtPlanStart();
    double done = job.doneWorkFraction();
    double actual = (done - atStart) / (1 - atStart);
    double deviation = expected - actual;
    double remainedWork = 1 - done;
    if (Math.abs(deviation) < settings.deviationThreshold() || remainedWork < 1e-9 || actual <= 0) {
      return null;
    }
    double speed = settings.extrapolateDeviation() ? expected / actual : 1;
    double currentTime = (1 - actual) * current.expectedResponseSeconds() * speed;
    double currentEnergy = (1 - actual) * current.expectedEnergyJoules();
    double currentRatio = job.valueIfCompletedAt(now + currentTime) / currentEnergy;

    TemplateProfile profile = profiles.of(job.template());
    int used = current.usedCores();
    int tasks = job.template().taskCount();
    Estimate estimate = new Estimate(job, now, remainedWork, speed, currentTime, currentEnergy, currentRatio);
    Candidate best = null;
    if (deviation > 0) {
      int ownNode = job.node();
      for (int c = used + 1; c <= Math.min(tasks, used + context.freeCores(ownNode)); c++) {
        best = better(best, estimate.option(profile, ownNode, c, true, current));
      }
      for (int n = 0; n < context.nodeCount(); n++) {
        if (n != ownNode) {
          for (int c = used + 1; c <= Math.min(tasks, context.freeCores(n)); c++) {
            best = better(best, estimate.option(profile, n, c, false, current));
          }
        }
      }
    } else {
      for (int c = 1; c < used; c++) {
        best = better(best, estimate.option(profile, job.node(), c, true, current));
      }
    }
    return best;
  }

  private static Candidate better(Candidate a, Candidate b) {
    return b != null && (a == null || b.ratio > a.ratio) ? b : a;
  }

  /** Eq. 3–5 for one job at one checkpoint. */
  private record Estimate(JobView job, double now, double remainedWork, double speed,
      double currentTime, double currentEnergy, double currentRatio) {

    Candidate option(TemplateProfile profile, int node, int cores, boolean sameNode, Plan current) {
      ProfileEntry entry = profile.entryFor(cores);
      Plan plan = profile.planFor(cores);
      if (entry == null || sameAllocation(plan, current)) {
        return null;
      }
      MigrationOverheads o = entry.overheads();
      double overheadSeconds = (sameNode ? o.intraNodeSeconds() : o.interNodeSeconds()) + o.levelSwitchSeconds();
      double overheadJoules = (sameNode ? o.intraNodeJoules() : o.interNodeJoules()) + o.levelSwitchJoules();
      double remainedTime = remainedWork * plan.expectedResponseSeconds() * speed;
      double workEnergy = remainedWork * plan.expectedEnergyJoules();
      double newValue = job.valueIfCompletedAt(now + overheadSeconds + remainedTime);
      double ratio = newValue / (workEnergy + overheadJoules);
      boolean gains = currentTime - remainedTime > overheadSeconds || currentEnergy - workEnergy > overheadJoules;
      if (!(ratio > currentRatio) || !gains) {
        return null;
      }
      Plan next = new Plan(plan.taskToCore(), plan.coreLevels(),
          remainedWork * plan.expectedResponseSeconds(), workEnergy);
      return new Candidate(job, node, next, overheadSeconds, ratio);
    }
  }

  private static boolean sameAllocation(Plan a, Plan b) {
    return Arrays.equals(a.taskToCore(), b.taskToCore()) && Arrays.equals(a.coreLevels(), b.coreLevels());
  }
}
