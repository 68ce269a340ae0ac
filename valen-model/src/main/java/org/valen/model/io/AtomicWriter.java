package org.valen.model.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A large text file written as it is made, with the guarantee of {@link AtomicFiles}: the text goes
 * through a buffer to a hidden temporary file beside the target, and {@link #commit()} forces it to
 * disk and renames it over the target. Closed without a commit (an error on the way), the
 * temporary file is deleted and the target is untouched. Errors are {@link UncheckedIOException}s
 * naming the target.
 */
public final class AtomicWriter implements Appendable, Closeable {
  /** Characters gathered before they go to the encoder at once (an append per value stays cheap). */
  private static final int BUFFERED_CHARS = 1 << 16;
  private final Path target;
  private final Path temp;
  private final Writer out;
  private final StringBuilder buffer = new StringBuilder(BUFFERED_CHARS + 256);
  private boolean done;

  private AtomicWriter(Path target, Path temp, Writer out) {
    this.target = target;
    this.temp = temp;
    this.out = out;
  }

  /** Starts writing {@code target}, creating its folder. */
  public static AtomicWriter open(Path target) {
    Path absolute = target.toAbsolutePath();
    AtomicFiles.requireWritableTarget(target);
    try {
      Files.createDirectories(absolute.getParent());
      Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
      AtomicFiles.readableByAll(temp);
      Writer out = new OutputStreamWriter(Files.newOutputStream(temp), StandardCharsets.UTF_8);
      return new AtomicWriter(target, temp, out);
    } catch (IOException e) {
      throw AtomicFiles.cannotWrite(target, e);
    }
  }

  /** Appends {@code text}. */
  @Override
  public AtomicWriter append(CharSequence text) {
    buffer.append(text);
    if (buffer.length() >= BUFFERED_CHARS) {
      flush();
    }
    return this;
  }

  @Override
  public AtomicWriter append(CharSequence text, int start, int end) {
    return append(text.subSequence(start, end));
  }

  /** Appends one character. */
  @Override
  public AtomicWriter append(char c) {
    buffer.append(c);
    if (buffer.length() >= BUFFERED_CHARS) {
      flush();
    }
    return this;
  }

  private void flush() {
    try {
      out.write(buffer.toString());
      buffer.setLength(0);
    } catch (IOException e) {
      throw AtomicFiles.cannotWrite(target, e);
    }
  }

  /** Puts the whole file in place of the target. */
  public void commit() {
    try {
      flush();
      out.close();
      try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
        channel.force(true);
      }
      AtomicFiles.moveInPlace(temp, target.toAbsolutePath());
      done = true;
    } catch (IOException e) {
      throw AtomicFiles.cannotWrite(target, e);
    }
  }

  /** Without a commit, drops what was written. */
  @Override
  public void close() {
    if (done) {
      return;
    }
    try {
      out.close();
    } catch (IOException ignored) {
      // the temporary file goes anyway
    }
    try {
      Files.deleteIfExists(temp);
    } catch (IOException ignored) {
      // hidden and harmless; the error that led here matters more
    }
  }
}
