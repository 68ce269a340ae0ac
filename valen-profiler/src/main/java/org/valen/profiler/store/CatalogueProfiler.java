package org.valen.profiler.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.valen.model.io.InvalidInputException;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.Profile;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.TemplateProfiler;
import org.valen.profiler.search.SearchResult;

/**
 * Profiles every template of a catalogue into a {@link ProfileStore}, on every core type of the
 * {@link ProfileTarget} that runs it: templates whose stored file holds exactly these core types
 * with the current source hashes are skipped; for the others, a core type whose stored profile has
 * the current hash is kept and the rest are searched, one task per (template, core type, core
 * budget), on {@code threads} threads. Each template's file is written as soon as all its searches
 * are done.
 *
 * <p><b>Memory bounded by a few templates.</b> The plan keeps no profile, only which sections are
 * current; templates are started in catalogue order while fewer than {@link
 * SearchRunner#searchesAhead()} of their searches are unfinished (a few per thread, so the threads
 * never wait for work) and at most {@link #TEMPLATES_AHEAD} templates wait to be written; each
 * template's results are dropped once its file is written, and kept sections are read again from
 * the store when their file is written. A catalogue of any size then runs in the memory of a few
 * dozen templates' results, whatever the catalogue's size.
 *
 * <p><b>Same files whatever the threads.</b> Each search draws from its own seeded stream and the
 * searches of a template are combined in core type order, then budget order, so the files depend on
 * the inputs and settings only. A run killed at any moment and started again skips what was
 * written and ends with the same files as an uninterrupted run.
 */
public final class CatalogueProfiler {
  /** Unfinished searches per local thread that keep it busy. */
  static final int SEARCHES_PER_THREAD = 4;
  /** Most templates started and not yet written (a slow template holds the writing of the next ones back). */
  static final int TEMPLATES_AHEAD = 64;

  private final ProfileTarget target;
  private final TemplateProfiler[] profilers; // by core type index on the platform

  public CatalogueProfiler(ProfileTarget target, ProfilerSettings settings) {
    this.target = target;
    List<CoreType> types = target.platform().coreTypes();
    this.profilers = new TemplateProfiler[types.size()];
    for (int i = 0; i < types.size(); i++) {
      profilers[i] = new TemplateProfiler(types.get(i), target.model(), target.interconnect(), settings);
    }
  }

  /**
   * What a run did, and how many of the minimum times of the profiles it leaves (written or kept)
   * are proven optimal.
   */
  public record Report(int templates, int upToDate, int written, int searches, MinimumTimeTally minimumTimes) {}

  /**
   * A template's profile on one core type: kept from the store, or searched budget by budget.
   *
   * @param kept whether the stored profile has the current hash
   */
  private record Section(int coreType, TemplateProfiler profiler, List<Integer> budgets, String sourceHash,
      boolean kept) {}

  /** A template (and its index in the catalogue), its sections in core type order, and whether its stored file holds them all already. */
  private record Work(int index, JobTemplate template, List<Section> sections, boolean isUpToDate) {}

  /** A template whose searches were started. */
  private record Started(Work work, List<Future<SearchResult>> results) {}

  /**
   * One search of a run: the template's index in the catalogue, the core type's index on the
   * platform, the core budget.
   */
  public record Search(int template, int coreType, int budget) implements java.io.Serializable {}

  /** Runs a profiling run's searches: on local threads, or elsewhere (a cluster's executors). */
  public interface SearchRunner {
    /**
     * Starts {@code searches}; their results in the same order. {@code local} runs one search in
     * this process; {@code progress} is told after each, once its future is done.
     */
    List<Future<SearchResult>> start(List<Search> searches, java.util.function.Function<Search, SearchResult> local,
        ProgressListener progress);

    /**
     * How many unfinished searches keep the runner busy: the run starts another template's only
     * while fewer are unfinished. A runner that finishes its searches before {@link #start} returns
     * (a cluster job) takes them all at once.
     */
    default int searchesAhead() {
      return Integer.MAX_VALUE;
    }
  }

  /** One search of {@code catalogue}'s template, as a run of this profiler asks it (for a cluster's executors). */
  public SearchResult search(Catalogue catalogue, Search s) {
    return profilers[s.coreType()].search(catalogue.templates().get(s.template()), s.budget());
  }

  /**
   * Profiles the catalogue.
   *
   * @param catalogueFile how the user named the catalogue, for messages
   * @param requestedBudgets core budgets; empty means 1 … min(task count, largest node of the core
   *     type) of each template
   * @throws InvalidInputException before anything is written, if two template ids make the same
   *     file name
   */
  public Report run(Catalogue catalogue, String catalogueFile, List<Integer> requestedBudgets, ProfileStore store,
      int threads, ProgressListener progress) {
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "valen-profiler");
      t.setDaemon(true);
      return t;
    });
    try {
      return run(catalogue, catalogueFile, requestedBudgets, store, new SearchRunner() {
        @Override
        public List<Future<SearchResult>> start(List<Search> searches, java.util.function.Function<Search,
            SearchResult> local, ProgressListener told) {
          return searches.stream().<Future<SearchResult>>map(s -> {
            CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(() -> local.apply(s), pool);
            result.whenComplete((r, failure) -> told.step()); // once done (or failed), so a waiting run sees it
            return result;
          }).toList();
        }

        @Override
        public int searchesAhead() {
          return SEARCHES_PER_THREAD * threads;
        }
      }, progress);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Profiles the catalogue with the searches run by {@code runner}; the files are those of {@link
   * #run(Catalogue, String, List, ProfileStore, int, ProgressListener)} with any thread count.
   */
  public Report run(Catalogue catalogue, String catalogueFile, List<Integer> requestedBudgets, ProfileStore store,
      SearchRunner runner, ProgressListener progress) {
    requireDistinctFileNames(catalogue, catalogueFile);
    store.removeLeftoverTemporaryFiles();
    MinimumTimeTally tally = new MinimumTimeTally();
    List<Work> work = new ArrayList<>();
    long steps = 0;
    long kept = 0;
    for (int t = 0; t < catalogue.templates().size(); t++) {
      Work w = planned(t, catalogue.templates().get(t), requestedBudgets, store, tally);
      for (Section s : w.sections()) {
        steps += s.budgets().size();
        kept += s.kept() ? s.budgets().size() : 0;
      }
      if (!w.isUpToDate()) {
        work.add(w);
      }
    }
    progress.start(steps);
    for (long step = 0; step < kept; step++) {
      progress.step();
    }
    int searches = search(catalogue, work, runner, progress, store, tally);
    return new Report(catalogue.templates().size(), catalogue.templates().size() - work.size(), work.size(), searches,
        tally);
  }

  /**
   * The ids of the templates whose files {@link #run} would write: missing, unreadable, or not
   * holding exactly the current core types, in platform order, with the current source hashes.
   */
  public List<String> outOfDate(Catalogue catalogue, List<Integer> requestedBudgets, ProfileStore store) {
    List<String> ids = new ArrayList<>();
    for (int t = 0; t < catalogue.templates().size(); t++) {
      JobTemplate template = catalogue.templates().get(t);
      if (!planned(t, template, requestedBudgets, store, new MinimumTimeTally()).isUpToDate()) {
        ids.add(template.id());
      }
    }
    return ids;
  }

  /**
   * What a template needs, from what the store holds of it; the sections that stay (a file up to
   * date, or sections kept) are counted in {@code tally}.
   */
  private Work planned(int index, JobTemplate template, List<Integer> requestedBudgets, ProfileStore store,
      MinimumTimeTally tally) {
    Optional<Profile> stored = store.read(template.id()).filter(p -> p.templateId().equals(template.id()));
    List<Section> sections = new ArrayList<>();
    for (int i : target.coreTypesRunning(template)) {
      List<Integer> budgets = TemplateProfiler.coreBudgets(template, target.largestNode(i), requestedBudgets);
      String hash = profilers[i].sourceHash(template, budgets);
      Optional<CoreTypeProfile> current = stored.flatMap(p -> p.on(profilers[i].coreType().id()))
          .filter(p -> p.sourceHash().equals(hash));
      current.ifPresent(tally::add);
      sections.add(new Section(i, profilers[i], budgets, hash, current.isPresent()));
    }
    List<String> storedIds = stored.map(p -> p.coreTypes().stream().map(CoreTypeProfile::coreTypeId).toList())
        .orElse(List.of());
    List<String> currentIds = sections.stream().map(s -> s.profiler().coreType().id()).toList();
    boolean upToDate = storedIds.equals(currentIds) && sections.stream().allMatch(Section::kept);
    return new Work(index, template, sections, upToDate);
  }

  /**
   * Runs the searches of {@code work}, starting templates in order while fewer than {@link
   * SearchRunner#searchesAhead()} searches are unfinished and fewer than {@link #TEMPLATES_AHEAD}
   * templates wait, and writes each template's file, in catalogue order, once its searches are
   * done; returns how many ran.
   */
  private int search(Catalogue catalogue, List<Work> work, SearchRunner runner, ProgressListener progress,
      ProfileStore store, MinimumTimeTally tally) {
    java.util.ArrayDeque<Started> started = new java.util.ArrayDeque<>();
    // released once per search after its future is done (SearchRunner's contract with the listener)
    java.util.concurrent.Semaphore finished = new java.util.concurrent.Semaphore(0);
    ProgressListener counting = new ProgressListener() {
      @Override
      public void start(long steps) {}

      @Override
      public void step() {
        progress.step();
        finished.release();
      }
    };
    int next = 0;
    int searches = 0;
    int unfinished = 0;
    while (next < work.size() || !started.isEmpty()) {
      unfinished -= finished.drainPermits();
      List<Work> batch = new ArrayList<>();
      int adding = 0;
      while (next < work.size() && started.size() + batch.size() < TEMPLATES_AHEAD
          && (unfinished + adding < runner.searchesAhead() || started.isEmpty() && batch.isEmpty())) {
        Work w = work.get(next++);
        batch.add(w);
        adding += searchCount(w);
      }
      unfinished += adding;
      searches += start(catalogue, batch, runner, counting, started);
      if (started.peek().results().stream().allMatch(Future::isDone)) {
        store.write(profile(started.poll(), store, tally));
      } else {
        awaitOne(finished);
        unfinished--;
      }
    }
    return searches;
  }

  private static int searchCount(Work w) {
    return w.sections().stream().filter(s -> !s.kept()).mapToInt(s -> s.budgets().size()).sum();
  }

  private static void awaitOne(java.util.concurrent.Semaphore finished) {
    try {
      finished.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while profiling", e);
    }
  }

  /** Starts the searches of a batch of templates in one call of the runner; returns how many. */
  private int start(Catalogue catalogue, List<Work> batch, SearchRunner runner, ProgressListener progress,
      java.util.Deque<Started> started) {
    List<Search> asked = new ArrayList<>();
    for (Work w : batch) {
      for (Section s : w.sections()) {
        if (!s.kept()) {
          s.budgets().forEach(k -> asked.add(new Search(w.index(), s.coreType(), k)));
        }
      }
    }
    if (batch.isEmpty()) {
      return 0;
    }
    List<Future<SearchResult>> results = runner.start(asked, s -> search(catalogue, s), progress);
    int from = 0;
    for (Work w : batch) {
      int count = searchCount(w);
      started.add(new Started(w, results.subList(from, from + count)));
      from += count;
    }
    return asked.size();
  }

  /** A started template's profile: its kept sections read again, the others assembled from their searches. */
  private Profile profile(Started done, ProfileStore store, MinimumTimeTally tally) {
    Work w = done.work();
    Optional<Profile> stored = w.sections().stream().anyMatch(Section::kept) ? store.read(w.template().id())
        : Optional.empty();
    List<CoreTypeProfile> profiles = new ArrayList<>();
    int next = 0;
    for (Section s : w.sections()) {
      if (s.kept()) {
        profiles.add(stored.flatMap(p -> p.on(s.profiler().coreType().id())).orElseThrow(() ->
            new IllegalStateException("the profile of " + w.template().id() + " changed in " + store.folder()
                + " while profiling")));
        continue;
      }
      List<SearchResult> results = new ArrayList<>();
      for (int i = 0; i < s.budgets().size(); i++) {
        results.add(await(done.results().get(next++)));
      }
      CoreTypeProfile profile = s.profiler().assemble(w.template(), s.budgets(), results);
      tally.add(profile);
      profiles.add(profile);
    }
    return new Profile(w.template().id(), profiles);
  }

  private static SearchResult await(Future<SearchResult> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while profiling", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  private static void requireDistinctFileNames(Catalogue catalogue, String catalogueFile) {
    Map<String, String> owner = new HashMap<>();
    for (int i = 0; i < catalogue.templates().size(); i++) {
      String id = catalogue.templates().get(i).id();
      String earlier = owner.putIfAbsent(ProfileStore.fileName(id).toLowerCase(java.util.Locale.ROOT), id);
      if (earlier != null) {
        throw InvalidInputException.of(catalogueFile, "$.templates[" + i + "].id", "\"" + id + "\", whose profile file "
            + ProfileStore.fileName(id) + " is also that of template \"" + earlier + "\"",
            "template ids that stay distinct as file names (letters, digits, '.', '_', '-'; case ignored)");
      }
    }
  }
}
