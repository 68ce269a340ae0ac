package org.valen.profiler;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.generate.RandomStreams;
import org.valen.model.io.SourceHash;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.MinimumTime;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.profiler.oracle.ExhaustiveOracle;
import org.valen.profiler.search.Nsga2Search;
import org.valen.profiler.search.SearchResult;
import org.valen.profiler.search.TimeBound;

/**
 * Profiles one job template on one core type (paper 001, section IV-A): for each core budget
 * {@code k} an NSGA-II search, whose front, minimum-product point, value at arrival and
 * reallocation overheads become the profile entry of {@code k}.
 *
 * <p><b>Tiny spaces are enumerated.</b> Where the whole space of allocations on at most {@code k}
 * cores (see {@link ExhaustiveOracle#spaceSize}) is no larger than the NSGA-II population, the
 * initial population alone would cost as many evaluations as all of them, and the search's 200
 * stalled generations thousands more: {@link ExhaustiveOracle} evaluates every allocation instead
 * and gives the exact front. That is every one-task job (one core, one allocation per level: a
 * paper 000 task on 3 P-states is 3 evaluations) and every {@code k = 1} (all tasks on one core:
 * one allocation per level, which the search's initial population holds anyway, so its front is
 * the same).
 *
 * <p><b>Randomness.</b> The search for budget {@code k} draws from its own stream, seeded by
 * {@link #searchSeed}(run seed, template id, k): the result depends on nothing but the inputs and
 * the settings, whichever thread computes it and whatever else runs. The seed does not depend on
 * the core type: the searches of one (template, k) on several core types are searches of different
 * problems from the same stream, and a core type's profile does not depend on which other core
 * types the platform has or in which order.
 */
public final class TemplateProfiler {
  private final CoreType coreType;
  private final ExecutionModel model;
  private final Interconnect interconnect;
  private final ProfilerSettings settings;
  private final SourceHash.Hasher hasher;

  public TemplateProfiler(CoreType coreType, ExecutionModel model, Interconnect interconnect, ProfilerSettings settings) {
    this.coreType = coreType;
    this.model = model;
    this.interconnect = interconnect;
    this.settings = settings;
    this.hasher = new SourceHash.Hasher(model, interconnect);
  }

  /** The core type this profiler profiles on. */
  public CoreType coreType() {
    return coreType;
  }

  /**
   * The budgets profiled for a template: {@code requested} (or {@code 1 … tasks} if empty), each
   * capped at the task count — a task occupies one core, so more cores than tasks add nothing —
   * sorted, without repeats.
   */
  public static List<Integer> coreBudgets(JobTemplate template, List<Integer> requested) {
    return coreBudgets(template, Integer.MAX_VALUE, requested);
  }

  /**
   * The budgets profiled for a template on a core type whose largest node has {@code largestNode}
   * cores: as {@link #coreBudgets(JobTemplate, List)}, each also capped at {@code largestNode} (a
   * job runs on one node); empty if {@code largestNode} is 0.
   */
  public static List<Integer> coreBudgets(JobTemplate template, int largestNode, List<Integer> requested) {
    int most = Math.min(template.taskCount(), largestNode);
    TreeSet<Integer> budgets = new TreeSet<>();
    if (requested.isEmpty()) {
      for (int k = 1; k <= most; k++) {
        budgets.add(k);
      }
    }
    for (int k : requested) {
      if (k < 1) {
        throw new IllegalArgumentException("a core budget must be at least 1, was " + k);
      }
      if (most > 0) {
        budgets.add(Math.min(k, most));
      }
    }
    return List.copyOf(budgets);
  }

  /** The hash the profile of {@code template} for these budgets carries. */
  public String sourceHash(JobTemplate template, List<Integer> budgets) {
    return hasher.of(template, coreType, settings.profileSettings(budgets));
  }

  /**
   * The seed of the search for budget {@code k} of a template: run seed → template (by a 64-bit
   * FNV-1a hash of its id, so adding templates changes no other) → budget.
   */
  public static long searchSeed(long runSeed, String templateId, int k) {
    long hash = 0xcbf29ce484222325L;
    for (byte b : templateId.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
    }
    return RandomStreams.derive(RandomStreams.derive(runSeed, hash), k);
  }

  /**
   * The search for one budget {@code k} of a template: exhaustive if the space {@link #isTiny},
   * NSGA-II otherwise. Searches of one template are independent of each other, so they can run in
   * parallel; {@link #assemble} combines them.
   */
  public SearchResult search(JobTemplate template, int k) {
    ScheduleDecoder decoder = ScheduleDecoder.of(template, model, coreType, interconnect);
    if (isTiny(template, k)) {
      SearchResult exact = ExhaustiveOracle.run(decoder, k);
      return settings.exact() ? exact.withBound(TimeBound.enumerated(exact.front().get(0).responseTimeSeconds()))
          : exact;
    }
    return Nsga2Search.run(decoder, template, interconnect, k, settings,
        RandomStreams.create(searchSeed(settings.seed(), template.id(), k)));
  }

  /** Whether every allocation of {@code template} on at most {@code k} cores fits in one population. */
  public boolean isTiny(JobTemplate template, int k) {
    return ExhaustiveOracle.spaceSize(template.taskCount(), k, coreType.levelCount()) <= settings.populationSize();
  }

  /**
   * The profile made of the searches of every budget ({@code results.get(i)} for {@code
   * budgets.get(i)}). With {@link ProfilerSettings#monotoneFronts()}, the front of each budget
   * also takes the points of smaller budgets that nothing of its own dominates (they are valid with
   * more cores), so the minimum product never grows with the budget.
   */
  public CoreTypeProfile assemble(JobTemplate template, List<Integer> budgets, List<SearchResult> results) {
    List<ProfileEntry> entries = new ArrayList<>(budgets.size());
    List<ProfilePoint> smaller = List.of();
    for (int i = 0; i < budgets.size(); i++) {
      SearchResult result = results.get(i);
      if (settings.monotoneFronts()) {
        result = result.withSmallerBudgetFront(smaller);
        smaller = result.front();
      }
      entries.add(entry(template, budgets.get(i), result));
    }
    return new CoreTypeProfile(coreType.id(), sourceHash(template, budgets), settings.profileSettings(budgets), entries);
  }

  /** Searches every budget in turn and assembles the profile. */
  public CoreTypeProfile profile(JobTemplate template, List<Integer> budgets) {
    return assemble(template, budgets, budgets.stream().map(k -> search(template, k)).toList());
  }

  private ProfileEntry entry(JobTemplate template, int k, SearchResult result) {
    ProfilePoint selected = result.selected();
    MigrationOverheads overheads = MigrationOverheads.estimate(
        template, coreType, interconnect, selected.usedCores(), settings.overheads());
    double value = template.valueCurve().valueAt(selected.responseTimeSeconds());
    MinimumTime minimumTime = result.bound() == null ? null
        : MinimumTime.of(result.bound().seconds(), result.front().get(0).responseTimeSeconds(), result.bound().method());
    return new ProfileEntry(k, selected, value, overheads, result.front(), minimumTime);
  }
}
