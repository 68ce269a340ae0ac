package org.valen.experiments.policy;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Optional;
import org.valen.model.io.InvalidInputException;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.runtime.profiles.ProfileBook;

/**
 * Which design-time profiles a run has; the run's offers come from them ({@code
 * DecisionContext.offers}). The rule, as {@code OfferOrigin}'s: if a policy of the run needs
 * profiles, they are loaded from the folder, and a missing, stale or mismatched profile is an
 * error; otherwise the run has none and its offers come from the execution model, whatever the
 * folder holds.
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
   * The profiles of a run using {@code used} templates.
   *
   * @param needed whether a policy of the run needs them (its need was checked: the folder exists)
   * @throws InvalidInputException if they are needed and a profile is missing, stale or mismatched
   */
  public static Choice choose(Optional<Path> folder, Catalogue catalogue, Platform platform,
      Collection<JobTemplate> used, boolean needed) {
    if (!needed) {
      return new Choice(Optional.empty(), "the execution model");
    }
    return new Choice(Optional.of(ProfileBook.load(folder.orElseThrow(), catalogue, platform, used)),
        "design-time profiles in " + folder.get());
  }
}
