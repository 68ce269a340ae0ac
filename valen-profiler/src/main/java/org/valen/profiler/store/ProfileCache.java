package org.valen.profiler.store;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.profiler.ProfilerSettings;

/**
 * Design-time profiles made on the fly, for a run whose policy needs profiles that nobody made:
 * where every template of the catalogue is small enough to enumerate, the profiles are made into a
 * cache folder — the files {@code valen profile --platform P --catalogue C --output FOLDER} makes
 * with its defaults, byte for byte — and reused by later runs (a profile still up to date is not
 * made again: {@link CatalogueProfiler}'s own check).
 *
 * <p><b>The limit: one-task templates.</b> A one-task template's space on a core type is one
 * allocation per v/f level (3 on paper 000's machines, 5 on paper 002's, 1 on paper 004's
 * clusters), which the profiler enumerates exactly ({@code ExhaustiveOracle}: no search), so a
 * catalogue of a hundred of them takes seconds (paper 002's trial, 100 templates on 8 core types:
 * 4.8 s on 2 threads, most of it the exact step's bound). A template of several tasks is
 * searched by NSGA-II for every core budget (seconds to minutes each): that stays a step the user
 * takes with {@code valen profile}, and a run that needs such profiles is refused as before.
 *
 * <p><b>The folder:</b> {@code ROOT/PLATFORM/CATALOGUE} (names reduced to letters, digits, {@code
 * .}, {@code _} and {@code -}), ROOT the system property {@code valen.profileCache}, else the
 * environment variable {@code VALEN_PROFILE_CACHE}, else {@code ~/.cache/valen/profiles}.
 */
public final class ProfileCache {
  /** The system property that names the cache's root. */
  public static final String PROPERTY = "valen.profileCache";
  /** The environment variable that names the cache's root (after the property). */
  public static final String VARIABLE = "VALEN_PROFILE_CACHE";

  private ProfileCache() {}

  /**
   * Profiles made, or found up to date, in a cache folder.
   *
   * @param folder where they are
   * @param templates templates of the catalogue
   * @param written profiles written now (0: all were there)
   */
  public record Made(Path folder, String catalogue, int templates, int written) {
    /** One line for the command line: what was made where. */
    public String line() {
      return written == 0
          ? String.format(Locale.ROOT, "design-time profiles of catalogue %s made on the fly earlier, reused from %s",
              catalogue, folder)
          : String.format(Locale.ROOT, "design-time profiles of catalogue %s made on the fly (%d of %d one-task"
              + " templates, enumerated; the files valen profile makes) in %s", catalogue, written, templates, folder);
    }
  }

  /** The cache's root: the property, else the variable, else {@code ~/.cache/valen/profiles}. */
  public static Path root() {
    String property = System.getProperty(PROPERTY);
    if (property != null && !property.isBlank()) {
      return Path.of(property);
    }
    String variable = System.getenv(VARIABLE);
    if (variable != null && !variable.isBlank()) {
      return Path.of(variable);
    }
    return Path.of(System.getProperty("user.home"), ".cache", "valen", "profiles");
  }

  /** The cache folder of {@code catalogue} on {@code platform} under {@code root}. */
  public static Path folder(Path root, Platform platform, Catalogue catalogue) {
    return root.resolve(safe(platform.name())).resolve(safe(catalogue.name()));
  }

  /**
   * Why the profiles of {@code used} cannot be made on the fly, if they cannot: a template of
   * several tasks (the limit is one-task templates).
   */
  public static Optional<String> beyondTheLimit(Catalogue catalogue, Collection<JobTemplate> used) {
    return used.stream().filter(t -> t.taskCount() != 1).findFirst().map(t -> "template " + t.id()
        + " of catalogue " + catalogue.name() + " has " + t.taskCount() + " tasks; profiles are made on the fly for"
        + " one-task templates only");
  }

  /**
   * Makes (or finds up to date) the profiles of every template of {@code catalogue} on {@code
   * platform} in its cache folder under {@code root}, with {@code valen profile}'s defaults.
   *
   * @throws IllegalArgumentException if a template is beyond the limit
   * @throws org.valen.model.io.InvalidInputException if the catalogue cannot be profiled on the platform
   */
  public static Made make(Path root, Platform platform, Catalogue catalogue) {
    beyondTheLimit(catalogue, catalogue.templates()).ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
    Path folder = folder(root, platform, catalogue);
    ProfileTarget target = ProfileTarget.of(platform, platform.name(), catalogue, catalogue.name());
    CatalogueProfiler.Report report = new CatalogueProfiler(target, ProfilerSettings.defaults())
        .run(catalogue, catalogue.name(), List.of(), new ProfileStore(folder), 1, ProgressListener.NONE);
    return new Made(folder, catalogue.name(), report.templates(), report.written());
  }

  private static String safe(String name) {
    String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
    return s.isEmpty() || s.startsWith(".") ? "_" + s : s;
  }
}
