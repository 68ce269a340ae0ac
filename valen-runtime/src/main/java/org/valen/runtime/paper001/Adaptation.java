package org.valen.runtime.paper001;

import java.util.ArrayList;
import java.util.List;
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
 * <p><b>Deviation</b> (line 9). For a running job whose plan started with a share {@code w0} of
 * its work done: the share of the plan's work its own schedule expects done by now, {@code e =
 * (expected − w0) / (1 − w0)} ({@link JobView#expectedWorkFraction()}: the plan's tasks on their
 * cores in the kernel's order at model times, pauses left out), and the share monitored, {@code a =
 * (done − w0) / (1 − w0)}; deviation {@code e − a} (positive: behind). Jobs within the threshold do
 * not deviate; with times as profiled none does. A job may be adapted again at a later checkpoint
 * (Fig. 1 adapts the same job at consecutive checkpoints) up to {@code maxAdaptationsPerJob} times.
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
  /** The number of a job's current plan's allocation in the profile asked last (its options share both). */
  private TemplateProfile numberedIn;
  private Plan numbered;
  private int numberedAs;

  Adaptation(ProfileBook profiles, AdaptationSettings settings) {
    this.profiles = profiles;
    this.settings = settings;
  }

  void adapt(DecisionContext context) {
    List<Monitor> deviated = new ArrayList<>();
    List<? extends JobView> running = context.running();
    for (JobView job : running) {
      Monitor m = monitor(context, job);
      if (m != null) {
        deviated.add(m);
      }
    }
    for (int round = 0, rounds = running.size(); round < rounds && !deviated.isEmpty(); round++) {
      Candidate best = null;
      for (Monitor m : deviated) {
        best = better(best, bestFor(context, m));
      }
      if (best == null) {
        return;
      }
      context.reallocate(best.monitor.job, best.node, best.plan(), best.overheadSeconds);
      deviated.remove(best.monitor);
    }
  }

  /**
   * Line 9: the job's deviation and the estimates of its current plan; null if it may not be
   * adapted (adapted as often as allowed, paused for a migration) or does not deviate.
   */
  private Monitor monitor(DecisionContext context, JobView job) {
    double now = context.now();
    if (job.reallocations() >= settings.maxAdaptationsPerJob() || !(job.planStartSeconds() < now)) {
      return null;
    }
    Plan current = job.plan();
    double atStart = job.doneWorkFractionAtPlanStart();
    double done = job.doneWorkFraction();
    double expected = (job.expectedWorkFraction() - atStart) / (1 - atStart);
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
    return new Monitor(job, now, deviation > 0, remainedWork, speed, currentTime, currentEnergy, currentRatio,
        profiles.of(job.template(), context.coreTypeOf(job.node())));
  }

  /** The best eligible reallocation of a deviated job, or null (lines 10–11). */
  private Candidate bestFor(DecisionContext context, Monitor m) {
    JobView job = m.job;
    Plan current = job.plan();
    int used = current.usedCores();
    int tasks = job.template().taskCount();
    Candidate best = null;
    TemplateProfile own = m.profile;
    if (m.behind) {
      int ownNode = job.node();
      int ownType = context.coreTypeOf(ownNode);
      for (int c = used + 1; c <= Math.min(tasks, used + context.freeCores(ownNode)); c++) {
        best = sameAsBelow(own, c, used + 1) ? best : better(best, m.option(own, ownNode, c, true, current, this));
      }
      // another node of a core type offers c cores as the first such node that has them does: only a
      // strictly better option replaces the best, so each (core type, c) is looked at once
      int[] lookedAt = new int[context.platform().coreTypes().size()];
      for (int n = 0; n < context.nodeCount(); n++) {
        int most = Math.min(tasks, context.freeCores(n));
        int type = context.coreTypeOf(n);
        if (n != ownNode && most > Math.max(used, lookedAt[type])) {
          TemplateProfile there = type == ownType ? own : profileOn(context, job, n);
          for (int c = Math.max(used, lookedAt[type]) + 1; c <= most; c++) {
            best = sameAsBelow(there, c, used + 1) ? best : better(best, m.option(there, n, c, false, current, this));
          }
          lookedAt[type] = most;
        }
      }
    } else {
      for (int c = 1; c < used; c++) {
        best = sameAsBelow(own, c, 1) ? best : better(best, m.option(own, job.node(), c, true, current, this));
      }
    }
    return best;
  }

  /** The profile of the job's template on {@code node}'s core type; null if the profiles do not cover it. */
  private TemplateProfile profileOn(DecisionContext context, JobView job, int node) {
    return profiles.of(job.template(), context.coreTypeOf(node));
  }

  /**
   * Whether {@code c} cores use the same profile entry as {@code c − 1} (looked at already, from
   * {@code first} on): the same option, which could not be strictly better.
   */
  private static boolean sameAsBelow(TemplateProfile profile, int c, int first) {
    return profile != null && c > first && profile.entryFor(c) == profile.entryFor(c - 1);
  }

  /**
   * Whether {@code profile}'s plan for {@code cores} has the allocation of {@code current} ({@code
   * planFor(cores).sameAllocationAs(current)}), by the profile's numbers of its allocations; the
   * number of the current plan's is remembered for the last profile asked.
   */
  private boolean sameAllocation(TemplateProfile profile, int cores, Plan current) {
    if (profile != numberedIn || current != numbered) {
      numberedIn = profile;
      numbered = current;
      numberedAs = profile.allocationOf(current);
    }
    return numberedAs >= 0 && profile.allocationFor(cores) == numberedAs;
  }

  private static Candidate better(Candidate a, Candidate b) {
    return b != null && (a == null || b.ratio > a.ratio) ? b : a;
  }

  /** A reallocation worth making: the profile plan for {@code cores} on {@code node}. */
  private record Candidate(Monitor monitor, int node, Plan profilePlan, double overheadSeconds, double ratio) {
    /** The plan to run: the profile's allocation, its expectations scaled to the work left. */
    Plan plan() {
      return profilePlan.withExpectations(monitor.remainedWork * profilePlan.expectedResponseSeconds(),
          monitor.remainedWork * profilePlan.expectedEnergyJoules());
    }
  }

  /** Eq. 3–5 for one deviated job at one checkpoint. */
  private record Monitor(JobView job, double now, boolean behind, double remainedWork, double speed,
      double currentTime, double currentEnergy, double currentRatio, TemplateProfile profile) {

    Candidate option(TemplateProfile profile, int node, int cores, boolean sameNode, Plan current, Adaptation memo) {
      if (profile == null) {
        return null;
      }
      ProfileEntry entry = profile.entryFor(cores);
      Plan plan = profile.planFor(cores);
      if (entry == null || memo.sameAllocation(profile, cores, current)) {
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
      return new Candidate(this, node, plan, overheadSeconds, ratio);
    }
  }
}
