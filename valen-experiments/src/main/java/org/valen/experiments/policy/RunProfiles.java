package org.valen.experiments.policy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Optional;
import org.valen.model.io.InvalidInputException;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.profiler.store.ProfileCache;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Which design-time profiles a run has; the run's offers come from them where they cover a
 * template ({@code DecisionContext.offers}). The rule:
 *
 * <ul>
 *   <li>if a policy of the run needs profiles, they are loaded from the folder; if the folder lacks
 *       them (missing, stale or mismatched) and every template of the catalogue has one task, they
 *       are made on the fly in a cache folder ({@link ProfileCache}: the files {@code valen
 *       profile} makes, reused next time) and serve only the policies that need them — a one-task
 *       template's profile holds one v/f level per core type, and would take the choice of levels
 *       away from the others; otherwise the folder's problem is an error;
 *   <li>otherwise they are loaded if the folder holds a profile of every template the run uses
 *       ({@code FOLDER/T.json} or {@code FOLDER/CATALOGUE/T.json}) and they all fit this catalogue
 *       and platform; if not, the offers come from the execution model.
 * </ul>
 */
public final class RunProfiles {
  private RunProfiles() {}

  /**
   * The profiles of a run and where its offers come from.
   *
   * @param book the profiles, if the run has them
   * @param offers where the offers come from, in words, for the command line
   * @param madeOnTheFly whether they were made on the fly (then they serve the policies that need them only)
   */
  public record Choice(Optional<ProfileBook> book, String offers, boolean madeOnTheFly) {
    public Choice(Optional<ProfileBook> book, String offers) {
      this(book, offers, false);
    }

    /** The profiles a policy gets: all of them, or, when made on the fly, only if it needs them. */
    public Optional<ProfileBook> bookFor(boolean needsProfiles) {
      return madeOnTheFly && !needsProfiles ? Optional.empty() : book;
    }
  }

  /**
   * The profiles of a run using {@code used} templates.
   *
   * @param needed whether a policy of the run needs them (its need was checked: the folder exists)
   * @throws InvalidInputException if they are needed and a profile is missing, stale or mismatched
   */
  public static Choice choose(Optional<Path> folder, Catalogue catalogue, Platform platform,
      Collection<JobTemplate> used, boolean needed) {
    if (needed) {
      try {
        return new Choice(Optional.of(ProfileBook.load(folder.orElseThrow(), catalogue, platform, used)),
            "design-time profiles in " + folder.get());
      } catch (InvalidInputException e) {
        if (ProfileCache.beyondTheLimit(catalogue, catalogue.templates()).isPresent()) {
          throw e;
        }
        Choice made = madeOnTheFly(catalogue, platform, used);
        System.err.println("note: " + made.offers()); // an experiment names the folder where they are
        return made;
      }
    }
    String model = "the execution model";
    if (!PolicyChecks.isFolder(folder) || !holdsEvery(folder.get(), catalogue, used)) {
      return new Choice(Optional.empty(), model);
    }
    try {
      return new Choice(Optional.of(ProfileBook.load(folder.get(), catalogue, platform, used)),
          "design-time profiles in " + folder.get());
    } catch (InvalidInputException e) {
      return new Choice(Optional.empty(), model + " (the profiles in " + folder.get() + " do not fit: "
          + e.problems().get(0) + ")");
    }
  }

  /**
   * The profiles of every template of {@code catalogue}, made on the fly (or found up to date) in
   * the cache ({@link ProfileCache}), which the offers' words name.
   */
  public static Choice madeOnTheFly(Catalogue catalogue, Platform platform, Collection<JobTemplate> used) {
    ProfileCache.Made made = ProfileCache.make(ProfileCache.root(), platform, catalogue);
    return new Choice(Optional.of(ProfileBook.load(made.folder(), catalogue, platform, used)), made.line(), true);
  }

  private static boolean holdsEvery(Path folder, Catalogue catalogue, Collection<JobTemplate> used) {
    for (JobTemplate t : used) {
      String file = t.id() + ".json";
      if (!Files.isRegularFile(folder.resolve(file)) && !Files.isRegularFile(folder.resolve(catalogue.name()).resolve(file))) {
        return false;
      }
    }
    return !used.isEmpty();
  }
}
