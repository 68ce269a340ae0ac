package org.valen.profiler.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.TemplateProfiler;
import org.valen.profiler.oracle.ExhaustiveOracle;

/**
 * The profiler's quality yardsticks, shared by the benchmarks and the integration test. Jobs are
 * paper 001's generated DAGs (all shapes) on the paper 001 core (Intel Core M, 6 levels, 10 GB/s
 * between cores); job {@code j} of a sample comes from stream {@code j} of the sample seed, so a
 * pair can be replayed alone. Every budget {@code 1 … n} of every job is compared.
 *
 * <ul>
 *   <li>{@link #againstOracle}: the profile's minimum product against the exact one of {@link
 *       ExhaustiveOracle}, for jobs small enough to enumerate;
 *   <li>{@link #againstLongerRun}: the profile at the given settings against one whose evaluation,
 *       stall and polish budgets are {@code factor} times larger (the reference is the better of
 *       the two, so a gap is never negative).
 * </ul>
 *
 * Budgets whose whole space fits in one population ({@code k = 1} on this core) are enumerated by
 * the profiler itself ({@code TemplateProfiler#isTiny}): their pairs are exact by construction and
 * say nothing of NSGA-II.
 */
public final class QualityComparison {
  private static final CoreType CORE = PlatformPresets.intelCoreM();
  private static final Interconnect LINK = PlatformPresets.paper001(1, 1).interconnect();
  private static final ScaledReferenceModel MODEL = ScaledReferenceModel.relativeToFastestLevel();

  private QualityComparison() {}

  /** Job {@code index} of the sample of {@code seed}: paper 001's generator, {@code minTasks … maxTasks} tasks. */
  public static JobTemplate job(long seed, int index, int minTasks, int maxTasks) {
    CatalogueParameters p = CatalogueParameters.defaults().withTemplates(1, minTasks, maxTasks);
    return CatalogueGenerator.template("job-" + index, p, RandomStreams.create(seed, index));
  }

  /** Settings whose evaluation, stall, polish and list-search budgets are {@code factor} times those of {@code s}. */
  public static ProfilerSettings longer(ProfilerSettings s, int factor) {
    return s.withBudget(s.populationSize(), s.maxEvaluations() * factor, s.stallGenerations() * factor)
        .withPolishEvaluations(s.polishEvaluations() * factor).withListSearchTries(s.listSearchTries() * factor);
  }

  /** Gaps of {@code jobs} jobs of {@code minTasks … maxTasks} tasks against the oracle. */
  public static List<Gap> againstOracle(int jobs, int minTasks, int maxTasks, long seed, ProfilerSettings settings,
      int threads) {
    return forEachJob(jobs, threads, j -> {
      JobTemplate job = job(seed, j, minTasks, maxTasks);
      CoreTypeProfile profile = profile(job, settings, List.of());
      ScheduleDecoder decoder = ScheduleDecoder.of(job, MODEL, CORE, LINK);
      List<Gap> gaps = new ArrayList<>();
      for (ProfileEntry e : profile.entries()) {
        double exact = ExhaustiveOracle.run(decoder, e.maxCores()).selected().timeEnergyProduct();
        gaps.add(new Gap(job.id(), job.taskCount(), e.maxCores(), exact, e.selected().timeEnergyProduct()));
      }
      return gaps;
    });
  }

  /** Gaps of {@code jobs} jobs of {@code tasks} tasks against runs {@code factor} times longer. */
  public static List<Gap> againstLongerRun(int jobs, int tasks, long seed, ProfilerSettings settings, int factor,
      int threads) {
    return againstLongerRun(jobs, j -> job(seed, j, tasks, tasks), List.of(), settings, factor, threads);
  }

  /**
   * Gaps of jobs {@code jobOf(0 … jobs-1)} at the core budgets {@code budgets} (empty: all) against
   * runs {@code factor} times longer.
   */
  public static List<Gap> againstLongerRun(int jobs, IntFunction<JobTemplate> jobOf, List<Integer> budgets,
      ProfilerSettings settings, int factor, int threads) {
    return forEachJob(jobs, threads, j -> {
      JobTemplate job = jobOf.apply(j);
      CoreTypeProfile normal = profile(job, settings, budgets);
      CoreTypeProfile longRun = profile(job, longer(settings, factor), budgets);
      List<Gap> gaps = new ArrayList<>();
      for (ProfileEntry e : normal.entries()) {
        double found = e.selected().timeEnergyProduct();
        double reference = Math.min(found, longRun.entry(e.maxCores()).orElseThrow().selected().timeEnergyProduct());
        gaps.add(new Gap(job.id(), job.taskCount(), e.maxCores(), reference, found));
      }
      return gaps;
    });
  }

  private static CoreTypeProfile profile(JobTemplate job, ProfilerSettings settings, List<Integer> budgets) {
    return new TemplateProfiler(CORE, MODEL, LINK, settings).profile(job, TemplateProfiler.coreBudgets(job, budgets));
  }

  /** Runs {@code perJob} for jobs {@code 0 … jobs-1} on {@code threads} threads; results in job order. */
  private static List<Gap> forEachJob(int jobs, int threads, IntFunction<List<Gap>> perJob) {
    List<Gap> all = new ArrayList<>();
    Parallel.forEach(jobs, threads, perJob).forEach(all::addAll);
    return all;
  }
}
