package org.valen.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.valen.model.io.ScratchFolders;

/**
 * Paths of the test resources under {@code org/valen/model/}. Inside a test jar (when another
 * module uses them) the resources are first copied to a temporary folder, keeping their layout, so
 * that files naming each other by relative path still find each other; the folder is removed at
 * the JVM's exit.
 */
public final class TestFiles {
  private static final String ROOT = "/org/valen/model/";
  private static Path extracted;

  private TestFiles() {}

  /** The file path of a resource such as {@code bad/cyclic-catalogue.json}. */
  public static synchronized String resource(String name) {
    URL url = TestFiles.class.getResource(ROOT + name);
    if (url == null) {
      throw new IllegalArgumentException("no test resource " + name);
    }
    try {
      if (!"jar".equals(url.getProtocol())) {
        return Path.of(url.toURI()).toString();
      }
      if (extracted == null) {
        extracted = extract(url.toURI());
      }
      return extracted.resolve(name).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every file directly in {@code folder}, hidden ones included, by name: to compare outputs byte for byte. */
  public static Map<String, byte[]> contents(Path folder) {
    Map<String, byte[]> all = new TreeMap<>();
    try (Stream<Path> list = Files.list(folder)) {
      for (Path f : list.toList()) {
        all.put(f.getFileName().toString(), Files.readAllBytes(f));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return all;
  }

  private static Path extract(URI inJar) throws IOException {
    String jar = inJar.toString().substring(0, inJar.toString().indexOf("!/"));
    Path target = ScratchFolders.createUntilExit("valen-test-resources");
    try (FileSystem zip = FileSystems.newFileSystem(URI.create(jar), Map.of());
        Stream<Path> files = Files.walk(zip.getPath(ROOT))) {
      for (Path file : (Iterable<Path>) files::iterator) {
        Path out = target.resolve(zip.getPath(ROOT).relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(out);
        } else {
          Files.copy(file, out);
        }
      }
    }
    return target;
  }
}
