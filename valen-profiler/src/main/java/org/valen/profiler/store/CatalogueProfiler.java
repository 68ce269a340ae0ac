package org.valen.profiler.store;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.valen.model.io.InvalidInputException;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.TemplateProfiler;
import org.valen.profiler.search.SearchResult;

/**
 * Profiles every template of a catalogue into a {@link ProfileStore}: templates whose stored
 * profile has the current source hash are skipped; the others are searched, one task per
 * (template, core budget), on {@code threads} threads, and each template's file is written as soon
 * as all its budgets are done.
 *
 * <p><b>Same files whatever the threads.</b> Each search draws from its own seeded stream and the
 * searches of a template are combined in budget order, so the files depend on the inputs and
 * settings only. A run killed at any moment and started again skips what was written and ends with
 * the same files as an uninterrupted run.
 */
public final class CatalogueProfiler {
  private final TemplateProfiler profiler;

  public CatalogueProfiler(ProfileTarget target, ProfilerSettings settings) {
    this.profiler = new TemplateProfiler(target.coreType(), target.model(), target.interconnect(), settings);
  }

  /** What a run did. */
  public record Report(int templates, int upToDate, int written, int searches) {}

  /** A template to profile and its core budgets. */
  private record Work(JobTemplate template, List<Integer> budgets, List<Future<SearchResult>> searches) {}

  /**
   * Profiles the catalogue.
   *
   * @param catalogueFile how the user named the catalogue, for messages
   * @param requestedBudgets core budgets; empty means 1 … task count of each template
   * @throws InvalidInputException before anything is written, if two template ids make the same
   *     file name
   */
  public Report run(Catalogue catalogue, String catalogueFile, List<Integer> requestedBudgets, ProfileStore store,
      int threads, ProgressListener progress) {
    requireDistinctFileNames(catalogue, catalogueFile);
    store.removeLeftoverTemporaryFiles();
    List<Work> work = new ArrayList<>();
    long steps = 0;
    int upToDate = 0;
    for (JobTemplate template : catalogue.templates()) {
      List<Integer> budgets = TemplateProfiler.coreBudgets(template, requestedBudgets);
      steps += budgets.size();
      if (store.isUpToDate(template.id(), profiler.sourceHash(template, budgets))) {
        upToDate++;
      } else {
        work.add(new Work(template, budgets, new ArrayList<>()));
      }
    }
    progress.start(steps);
    long pending = work.stream().mapToInt(w -> w.budgets().size()).sum();
    for (long done = 0; done < steps - pending; done++) {
      progress.step();
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "valen-profiler");
      t.setDaemon(true);
      return t;
    });
    int searches = 0;
    try {
      for (Work w : work) {
        for (int k : w.budgets()) {
          w.searches().add(pool.submit(() -> {
            SearchResult result = profiler.search(w.template(), k);
            progress.step();
            return result;
          }));
          searches++;
        }
      }
      for (Work w : work) {
        List<SearchResult> results = new ArrayList<>();
        for (Future<SearchResult> f : w.searches()) {
          results.add(await(f));
        }
        store.write(profiler.assemble(w.template(), w.budgets(), results));
      }
    } finally {
      pool.shutdownNow();
    }
    return new Report(catalogue.templates().size(), upToDate, work.size(), searches);
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
