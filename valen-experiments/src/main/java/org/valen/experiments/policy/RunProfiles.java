package org.valen.experiments.policy;

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
 * Which design-time profiles a run has; the run's offers come from them ({@code
 * DecisionContext.offers}). The rule, as {@code OfferOrigin}'s: if a policy of the run needs
 * profiles, they are loaded from the folder; if the folder lacks them (missing, stale or
 * mismatched) and every template of the catalogue has one task, they are made on the fly in a
 * cache folder ({@link ProfileCache}: the files {@code valen profile} makes, reused next time);
 * otherwise the folder's problem is an error. A run no policy of which needs profiles has none, and
 * its offers come from the execution model, whatever the folder holds.
 */
public final class RunProfiles {
  private RunProfiles() {}

  /**
   * The profiles of a run and where its offers come from.
   *
   * @param book the profiles, if the run has them
   * @param offers where the offers come from, in words, for the command line
   */
  public record Choice(Optional<ProfileBook> book, String offers) {}

  /**
   * The profiles of a run using {@code used} templates; when they are made on the fly, a note on
   * standard error names the folder.
   *
   * @param needed whether a policy of the run needs them (its need was checked: the folder exists,
   *     or the templates have one task)
   * @throws InvalidInputException if they are needed, a profile is missing, stale or mismatched, and
   *     they cannot be made on the fly
   */
  public static Choice choose(Optional<Path> folder, Catalogue catalogue, Platform platform,
      Collection<JobTemplate> used, boolean needed) {
    if (!needed) {
      return new Choice(Optional.empty(), "the execution model");
    }
    try {
      return new Choice(Optional.of(ProfileBook.load(folder.orElseThrow(), catalogue, platform, used)),
          "design-time profiles in " + folder.get());
    } catch (InvalidInputException | java.util.NoSuchElementException e) {
      if (ProfileCache.beyondTheLimit(catalogue, catalogue.templates()).isPresent()) {
        throw e;
      }
      Choice made = madeOnTheFly(catalogue, platform, used);
      System.err.println("note: " + made.offers()); // an experiment names the folder where they are
      return made;
    }
  }

  /**
   * The profiles of every template of {@code catalogue}, made on the fly (or found up to date) in
   * the cache ({@link ProfileCache}), which the offers' words name.
   */
  public static Choice madeOnTheFly(Catalogue catalogue, Platform platform, Collection<JobTemplate> used) {
    ProfileCache.Made made = ProfileCache.make(ProfileCache.root(), platform, catalogue);
    return new Choice(Optional.of(ProfileBook.load(made.folder(), catalogue, platform, used)), made.line());
  }
}
