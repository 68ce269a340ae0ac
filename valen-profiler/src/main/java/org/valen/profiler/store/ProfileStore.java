package org.valen.profiler.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.ValenFiles;
import org.valen.model.profile.Profile;

/**
 * A folder of profiles, one file per job template (holding its profile on every core type): {@code <template id>.json}, characters other
 * than letters, digits, {@code .}, {@code _} and {@code -} replaced by {@code _}. Files are
 * written atomically ({@link org.valen.model.io.AtomicFiles}): a run killed at any moment leaves
 * whole files only, plus perhaps a hidden temporary file, which the next run removes.
 */
public final class ProfileStore {
  private final Path folder;

  public ProfileStore(Path folder) {
    this.folder = folder;
  }

  public Path folder() {
    return folder;
  }

  /** The file name of a template's profile. */
  public static String fileName(String templateId) {
    String safe = templateId.replaceAll("[^A-Za-z0-9._-]", "_");
    return (safe.startsWith(".") ? "_" + safe.substring(1) : safe) + ".json";
  }

  public Path fileOf(String templateId) {
    return folder.resolve(fileName(templateId));
  }

  /** The stored profile, if there is a valid one. */
  public Optional<Profile> read(String templateId) {
    Path file = fileOf(templateId);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(ValenFiles.readProfile(file.toString()));
    } catch (InvalidInputException e) {
      return Optional.empty();
    }
  }

  /** Writes a profile atomically. */
  public void write(Profile profile) {
    ValenFiles.write(fileOf(profile.templateId()), profile);
  }

  /**
   * The profile files in the folder that belong to none of {@code templateIds}, in name order:
   * left from an earlier catalogue. The profiler never deletes them (the folder may be shared);
   * the {@code profile} command names them.
   */
  public List<String> filesOfOtherTemplates(Collection<String> templateIds) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    Set<String> ours = templateIds.stream().map(ProfileStore::fileName).collect(Collectors.toSet());
    List<String> others = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "[!.]*.json")) {
      for (Path file : files) {
        String name = file.getFileName().toString();
        if (Files.isRegularFile(file) && !ours.contains(name)) {
          others.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
    }
    others.sort(null);
    return others;
  }

  /**
   * Removes the hidden temporary files ({@code .NAME.json…tmp}) that an atomic write killed
   * before its rename leaves behind, so that a restarted run ends with exactly the files of an
   * uninterrupted one.
   *
   * @return how many were removed
   */
  public int removeLeftoverTemporaryFiles() {
    if (!Files.isDirectory(folder)) {
      return 0;
    }
    int removed = 0;
    try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(folder, ".*.json*.tmp")) {
      for (Path file : leftovers) {
        Files.deleteIfExists(file);
        removed++;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot clean " + folder + ": " + e.getMessage(), e);
    }
    return removed;
  }
}
