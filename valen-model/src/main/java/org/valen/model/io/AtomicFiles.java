package org.valen.model.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes files so that a reader, or a run started again after a kill, sees either the old file or
 * the whole new one: the content goes to a temporary file beside the target, is forced to disk,
 * and is renamed over the target in one step.
 */
public final class AtomicFiles {
  private AtomicFiles() {}

  /** Writes {@code text} as UTF-8 to {@code target} atomically, creating parent folders. */
  public static void writeText(Path target, String text) {
    writeBytes(target, text.getBytes(StandardCharsets.UTF_8));
  }

  /** Temporary files are private; the files valen writes are for everyone to read. */
  static void readableByAll(Path file) throws IOException {
    if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    }
  }

  /**
   * Refuses a target that is an existing folder, in words a person can act on (rather than the
   * name of a temporary file the operating system complains about).
   */
  public static void requireWritableTarget(Path target) {
    if (Files.isDirectory(target)) {
      throw new UncheckedIOException("cannot write " + target + ": it is a folder; expected a file name",
          new IOException("is a folder"));
    }
  }

  static UncheckedIOException cannotWrite(Path target, IOException e) {
    String reason = e instanceof java.nio.file.AccessDeniedException ? "permission denied"
        : e instanceof java.nio.file.FileAlreadyExistsException f ? f.getFile() + " is a file where a folder is needed"
        : e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
        : e.getMessage();
    return new UncheckedIOException("cannot write " + target + ": " + reason, e);
  }

  static void moveInPlace(Path temp, Path absolute) throws IOException {
    try {
      Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Writes {@code bytes} to {@code target} atomically, creating parent folders. */
  public static void writeBytes(Path target, byte[] bytes) {
    requireWritableTarget(target);
    Path absolute = target.toAbsolutePath();
    Path folder = absolute.getParent();
    Path temp = null;
    try {
      Files.createDirectories(folder);
      temp = Files.createTempFile(folder, "." + absolute.getFileName(), ".tmp");
      readableByAll(temp);
      Files.write(temp, bytes);
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        channel.force(true);
      }
      moveInPlace(temp, absolute);
      temp = null;
    } catch (IOException e) {
      throw cannotWrite(target, e);
    } finally {
      if (temp != null) {
        try {
          Files.deleteIfExists(temp);
        } catch (IOException ignored) {
          // the temporary file is hidden and harmless; the original error matters more
        }
      }
    }
  }
}
