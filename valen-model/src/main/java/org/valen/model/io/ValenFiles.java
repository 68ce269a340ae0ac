package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.profile.Profile;
import org.valen.model.value.ValueCurve;

/**
 * Reads and writes valen's JSON files. A reference is a file path or {@code bundled:NAME}.
 * Readers report every problem of a file at once in an {@link InvalidInputException}; writers
 * write atomically ({@link AtomicFiles}).
 */
public final class ValenFiles {
  private ValenFiles() {}

  /**
   * A workload with the catalogue it refers to, and the platform it names if it names one.
   *
   * @param catalogueFile the catalogue's reference as the user would give it: {@code bundled:NAME},
   *     or its path resolved against the workload file's folder
   * @param platformFile the named platform's reference, as {@code catalogueFile}
   */
  public record LoadedWorkload(Workload workload, Catalogue catalogue, String catalogueFile,
      Optional<Platform> platform, Optional<String> platformFile) {}

  public static Platform readPlatform(String reference) {
    Document d = Document.load(reference, Optional.empty());
    Optional<Platform> p = d.rootOf(FileFormat.PLATFORM).flatMap(PlatformCodec::read);
    d.problems.throwIfAny();
    return p.orElseThrow();
  }

  public static Catalogue readCatalogue(String reference) {
    Document d = Document.load(reference, Optional.empty());
    Optional<Catalogue> c = d.rootOf(FileFormat.CATALOGUE).flatMap(CatalogueCodec::read);
    d.problems.throwIfAny();
    return c.orElseThrow();
  }

  /** Reads a workload and the catalogue and platform it names (relative to the workload's folder). */
  public static LoadedWorkload readWorkload(String reference) {
    List<Problem> problems = new ArrayList<>();
    Optional<LoadedWorkload> loaded = readWorkload(reference, problems);
    if (!problems.isEmpty()) {
      throw new InvalidInputException(problems);
    }
    return loaded.orElseThrow();
  }

  /** The arrivals of a workload stream from the file rather than sit in a tree (large workloads). */
  private static final Optional<String> STREAMED = Optional.of("arrivals");

  /**
   * Reads the workload in one pass if it can ({@link Document#loadUntil}: the arrivals end the
   * file, as in every file valen writes), else in two; both give the same workload and problems.
   */
  private static Optional<LoadedWorkload> readWorkload(String reference, List<Problem> problems) {
    List<Problem> found = new ArrayList<>();
    Document d = Document.loadUntil(reference, STREAMED.get());
    Optional<LoadedWorkload> loaded = Optional.empty();
    boolean read = false;
    try {
      loaded = readWorkload(reference, d, found);
      read = true;
    } catch (Document.NotOnePass e) {
      // not a file one pass may read: read again below
    } finally {
      read &= d.readInOnePass(); // closes the file
    }
    if (read) {
      problems.addAll(found);
      return loaded;
    }
    return readWorkload(reference, Document.load(reference, Optional.empty(), STREAMED), problems);
  }

  private static Optional<LoadedWorkload> readWorkload(String reference, Document d, List<Problem> problems) {
    Optional<JsonIn> root = d.rootOf(FileFormat.WORKLOAD);
    Optional<Catalogue> catalogue = Optional.empty();
    if (root.isPresent() && root.get().has("catalogue") && root.get().node().get("catalogue").isTextual()) {
      String catalogueRef = root.get().node().get("catalogue").asText();
      Document c = Document.load(catalogueRef, d.folder);
      catalogue = c.rootOf(FileFormat.CATALOGUE).flatMap(CatalogueCodec::read);
      problems.addAll(c.problems.list());
    }
    Optional<String> platformRef = root.filter(r -> r.has("platform") && r.node().get("platform").isTextual())
        .map(r -> r.node().get("platform").asText());
    Optional<Platform> platform = Optional.empty();
    if (platformRef.isPresent()) {
      Document p = Document.load(platformRef.get(), d.folder);
      platform = p.rootOf(FileFormat.PLATFORM).flatMap(PlatformCodec::read);
      problems.addAll(p.problems.list());
    }
    Optional<Set<String>> ids =
        catalogue.map(c -> c.templates().stream().map(JobTemplate::id).collect(Collectors.toSet()));
    Optional<Workload> workload = root.flatMap(r -> WorkloadCodec.read(r, ids, d));
    problems.addAll(0, d.problems.list());
    if (workload.isEmpty() || catalogue.isEmpty() || platform.isEmpty() != platformRef.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new LoadedWorkload(workload.get(), catalogue.get(),
        besides(reference, workload.get().catalogueReference()), platform, platformRef.map(ref -> besides(reference, ref))));
  }

  /** {@code ref}, named in file {@code reference}, as a reference of its own: resolved against that file's folder. */
  static String besides(String reference, String ref) {
    if (ref.startsWith(Document.BUNDLED_PREFIX) || reference.startsWith(Document.BUNDLED_PREFIX)
        || Path.of(ref).isAbsolute()) {
      return ref;
    }
    Path parent = Path.of(reference).getParent();
    return parent == null ? ref : parent.resolve(ref).normalize().toString();
  }

  public static Profile readProfile(String reference) {
    Document d = Document.load(reference, Optional.empty());
    Optional<Profile> p = d.rootOf(FileFormat.PROFILE).flatMap(ProfileCodec::read);
    d.problems.throwIfAny();
    return p.orElseThrow();
  }

  /**
   * Reads a file of {@code format} with a reader defined elsewhere (another module's format): the
   * header is checked here, {@code reader} reads the rest with a {@link JsonIn} and reports its
   * problems there; all problems are thrown together.
   */
  public static <T> T read(String reference, FileFormat format, java.util.function.Function<JsonIn, Optional<T>> reader) {
    Document d = Document.load(reference, Optional.empty());
    Optional<T> value = d.rootOf(format).flatMap(reader);
    d.problems.throwIfAny();
    return value.orElseThrow();
  }

  /**
   * As {@link #read(String, FileFormat, java.util.function.Function)}, from {@code in} (a resource
   * shipped inside a module), named {@code reference} in messages.
   */
  public static <T> T read(String reference, java.io.InputStream in, FileFormat format,
      java.util.function.Function<JsonIn, Optional<T>> reader) {
    Document d = Document.load(reference, in);
    Optional<T> value = d.rootOf(format).flatMap(reader);
    d.problems.throwIfAny();
    return value.orElseThrow();
  }

  /**
   * Every problem of the file and, for a workload, of its catalogue; empty if the file is valid.
   * The format is taken from the file's {@code "format"} field.
   */
  public static List<Problem> validate(String reference) {
    if (formatOf(reference).filter(f -> f == FileFormat.WORKLOAD).isPresent()) {
      List<Problem> problems = new ArrayList<>();
      readWorkload(reference, problems);
      return problems;
    }
    Document d = Document.load(reference, Optional.empty(), STREAMED);
    if (d.root.isEmpty()) {
      return d.problems.list();
    }
    Optional<FileFormat> format = FormatHeader.read(d.root.get());
    if (format.isEmpty()) {
      return d.problems.list();
    }
    switch (format.get()) {
      case PLATFORM -> PlatformCodec.read(d.root.get());
      case CATALOGUE -> CatalogueCodec.read(d.root.get());
      case PROFILE -> ProfileCodec.read(d.root.get());
      case SCENARIO, BAG, SHARD -> {
        // defined by the experiments and profit modules; their readers check the body
      }
      case WORKLOAD -> {
        List<Problem> problems = new ArrayList<>();
        readWorkload(reference, problems);
        return problems;
      }
    }
    return d.problems.list();
  }

  /** The format a valid file declares, for reports; empty if it declares none we know. */
  public static Optional<FileFormat> formatOf(String reference) {
    Document d = Document.loadHeader(reference);
    return d.root.flatMap(FormatHeader::read);
  }

  /** The version a file declares (its header read alone); empty if it declares no format we know. */
  public static Optional<Integer> versionOf(String reference) {
    Document d = Document.loadHeader(reference);
    return d.root.flatMap(r -> FormatHeader.read(r).map(f -> r.node().get("version").asInt()));
  }

  public static String toText(Platform platform) {
    return JsonOut.toText(PlatformCodec.write(platform));
  }

  public static String toText(Catalogue catalogue) {
    return JsonOut.toText(CatalogueCodec.write(catalogue));
  }

  public static String toText(Workload workload) {
    return JsonOut.toText(WorkloadCodec.write(workload));
  }

  public static String toText(Profile profile) {
    return JsonOut.toText(ProfileCodec.write(profile));
  }

  /** The JSON tree of a platform file (what {@link #toText(Platform)} prints), e.g. to send it to another process. */
  public static ObjectNode toJson(Platform platform) {
    return PlatformCodec.write(platform);
  }

  /** The JSON tree of a catalogue file (what {@link #toText(Catalogue)} prints). */
  public static ObjectNode toJson(Catalogue catalogue) {
    return CatalogueCodec.write(catalogue);
  }

  /** A value curve as a workload file writes it (an arrival's {@code "valueCurve"}). */
  public static ObjectNode toJson(ValueCurve curve) {
    return ValueCurveCodec.write(curve);
  }

  public static void write(Path file, Platform platform) {
    AtomicFiles.writeText(file, toText(platform));
  }

  public static void write(Path file, Catalogue catalogue) {
    AtomicFiles.writeText(file, toText(catalogue));
  }

  /**
   * Writes a workload as it is serialized, one arrival at a time (no whole-file tree or text: a
   * workload of 340,000 arrivals is 120 MB of JSON); the bytes are those of {@link #toText(Workload)}.
   */
  public static void write(Path file, Workload workload) {
    try (AtomicWriter out = AtomicWriter.open(file)) {
      JsonOut.writeWithArray(out, WorkloadCodec.head(workload), "arrivals",
          workload.arrivals().stream().map(WorkloadCodec::arrival).iterator());
      out.commit();
    } catch (java.io.IOException e) {
      throw AtomicFiles.cannotWrite(file, e);
    }
  }

  public static void write(Path file, Profile profile) {
    AtomicFiles.writeText(file, toText(profile));
  }
}
