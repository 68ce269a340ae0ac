package org.valen.spark;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The files of a folder (relative path → bytes), to ship to executors; empty if the folder does not exist. */
final class ShippedFolder implements Serializable {
  private static final long serialVersionUID = 1L;
  private final TreeMap<String, byte[]> files;

  private ShippedFolder(TreeMap<String, byte[]> files) {
    this.files = files;
  }

  static ShippedFolder of(Path folder) {
    TreeMap<String, byte[]> files = new TreeMap<>();
    if (Files.isDirectory(folder)) {
      try (Stream<Path> all = Files.walk(folder)) {
        for (Path f : all.filter(Files::isRegularFile).toList()) {
          files.put(folder.relativize(f).toString().replace('\\', '/'), ShippedExperiment.read(f));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + folder + ": " + e.getMessage(), e);
      }
    }
    return new ShippedFolder(files);
  }

  /** Writes every file under {@code folder}; returns it. */
  Path writeInto(Path folder) {
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      ShippedExperiment.write(folder.resolve(f.getKey()), f.getValue());
    }
    return folder;
  }

  /** Total bytes, for the driver's log. */
  long bytes() {
    return files.values().stream().mapToLong(b -> b.length).sum();
  }

  String digest() {
    Object[] parts = new Object[files.size() * 2];
    int i = 0;
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      parts[i++] = f.getKey();
      parts[i++] = f.getValue();
    }
    return sha256(parts);
  }

  /** SHA-256 of strings and byte arrays (null as nothing), each part framed by its length. */
  static String sha256(Object... parts) {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      for (Object p : parts) {
        byte[] b = p == null ? new byte[0] : p instanceof byte[] bytes ? bytes : p.toString().getBytes(StandardCharsets.UTF_8);
        d.update(Integer.toString(b.length).getBytes(StandardCharsets.UTF_8));
        d.update((byte) ':');
        d.update(b);
      }
      return HexFormat.of().formatHex(d.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
