package org.valen.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.model.io.FileFormat;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.model.profile.Profile;
import org.valen.runtime.profiles.ProfileBook;

/**
 * What {@code valen validate} checks of files given together, beyond each file alone: a profile
 * against the platform and the catalogue it belongs to (the catalogues given, and those the
 * workloads given name), as a run checks it — so that validate passes only what a run accepts. A
 * workload's catalogue is always checked with it (by {@link ValenFiles#validate}).
 */
final class FilesTogether {
  private FilesTogether() {}

  /**
   * The problems of the profiles among {@code valid} (file → format, each valid alone) on the
   * platform among them; no platform or several, or no catalogue with the profile's template: a
   * note in {@code notes} instead of a check.
   */
  static List<Problem> problems(Map<String, FileFormat> valid, List<String> notes) {
    List<String> profiles = ofFormat(valid, FileFormat.PROFILE);
    if (profiles.isEmpty()) {
      return List.of();
    }
    List<String> platforms = ofFormat(valid, FileFormat.PLATFORM);
    List<Catalogue> catalogues = new ArrayList<>();
    ofFormat(valid, FileFormat.CATALOGUE).forEach(c -> catalogues.add(ValenFiles.readCatalogue(c)));
    ofFormat(valid, FileFormat.WORKLOAD).forEach(w -> catalogues.add(ValenFiles.readWorkload(w).catalogue()));
    if (platforms.size() != 1) {
      notes.add("profiles checked alone: give one platform and the catalogue with them to check that a run"
          + " accepts them (up to date, right number of tasks)" + (platforms.size() > 1 ? "; " + platforms.size()
          + " platforms were given" : ""));
      return List.of();
    }
    Platform platform = ValenFiles.readPlatform(platforms.get(0));
    List<Problem> problems = new ArrayList<>();
    for (String file : profiles) {
      Profile profile = ValenFiles.readProfile(file);
      Optional<Catalogue> home = catalogues.stream()
          .filter(c -> c.templates().stream().anyMatch(t -> t.id().equals(profile.templateId()))).findFirst();
      if (home.isPresent()) {
        problems.addAll(ProfileBook.problemsOf(file, profile, home.get(), platform));
      } else if (catalogues.isEmpty()) {
        notes.add(file + ": checked alone: give the catalogue of template " + profile.templateId()
            + " to check it against its inputs");
      } else {
        problems.add(new Problem(file, "$.template", "\"" + profile.templateId() + "\"",
            "a template of the catalogue given (" + String.join(", ", catalogues.stream().map(Catalogue::name).toList())
                + ")"));
      }
    }
    return problems;
  }

  private static List<String> ofFormat(Map<String, FileFormat> valid, FileFormat format) {
    return valid.entrySet().stream().filter(e -> e.getValue() == format).map(Map.Entry::getKey).toList();
  }
}
