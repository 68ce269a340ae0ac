package org.valen.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.experiments.runs.ExperimentRequest;

/**
 * An experiment request with its input files inside, so that executors need no shared file system:
 * the driver reads them once, Spark broadcasts this, and each executor writes them into a scratch
 * folder of its own and makes the request again there ({@link #materialize}). What travels: the
 * scenario file (its {@code setup.catalogue}, if a path, with it: the only file a scenario refers
 * to) and the profiles folder. A named experiment reads bundled inputs from the application jar.
 */
final class ShippedExperiment implements Serializable {
  private static final long serialVersionUID = 1L;
  private static final String SCENARIO = "scenario.json";
  private static final String CATALOGUE = "catalogue.json";
  private static final String PROFILES = "profiles";

  private final String name;
  private final byte[] scenario;
  private final byte[] catalogue;
  private final ShippedFolder profiles;
  private final Integer seeds;
  private final Double days;
  private final String jobsFolder;
  private final ArrayList<String> added;

  private ShippedExperiment(String name, byte[] scenario, byte[] catalogue, ShippedFolder profiles, Integer seeds,
      Double days, String jobsFolder, List<String> added) {
    this.jobsFolder = jobsFolder;
    this.added = new ArrayList<>(added);
    this.name = name;
    this.scenario = scenario;
    this.catalogue = catalogue;
    this.profiles = profiles;
    this.seeds = seeds;
    this.days = days;
  }

  /**
   * Reads the request's files on the driver (already checked: {@code request.experiment()} ran);
   * {@code jobsFolder}, if given, is where executors write each run's jobs.csv.
   */
  static ShippedExperiment of(ExperimentRequest request, Optional<Path> jobsFolder) {
    byte[] scenario = null;
    byte[] catalogue = null;
    if (request.scenario().isPresent()) {
      Path file = Path.of(request.scenario().get());
      scenario = read(file);
      Optional<String> ref = catalogueReference(scenario);
      if (ref.isPresent()) {
        catalogue = read(Path.of(ref.get()));
      }
    }
    return new ShippedExperiment(request.name().orElse(null), scenario, catalogue, ShippedFolder.of(request.profiles()),
        request.seeds().orElse(null), request.days().orElse(null), jobsFolder.map(p -> p.toAbsolutePath().toString())
        .orElse(null), request.added());
  }

  /** A short key of the content, for an executor's cache of made units. */
  String key() {
    return ShippedFolder.sha256(name, scenario, catalogue, profiles.digest(), String.valueOf(seeds), String.valueOf(days),
        jobsFolder, String.join("\n", added));
  }

  /** Where executors write each run's jobs.csv, if asked. */
  Optional<Path> jobsFolder() {
    return Optional.ofNullable(jobsFolder).map(Path::of);
  }

  /** Writes the files into {@code scratch} and returns the request that reads them there. */
  ExperimentRequest materialize(Path scratch) {
    Path profileFolder = profiles.writeInto(scratch.resolve(PROFILES));
    Optional<String> scenarioFile = Optional.empty();
    if (scenario != null) {
      byte[] text = scenario;
      if (catalogue != null) {
        write(scratch.resolve(CATALOGUE), catalogue);
        text = withCatalogue(scenario, scratch.resolve(CATALOGUE).toAbsolutePath().toString());
      }
      write(scratch.resolve(SCENARIO), text);
      scenarioFile = Optional.of(scratch.resolve(SCENARIO).toString());
    }
    return new ExperimentRequest(Optional.ofNullable(name), scenarioFile, Optional.ofNullable(seeds),
        Optional.ofNullable(days), profileFolder, added);
  }

  /** The scenario's {@code setup.catalogue} if it names a file (not {@code bundled:}). */
  private static Optional<String> catalogueReference(byte[] scenario) {
    JsonNode c = parse(scenario).path("setup").path("catalogue");
    return c.isTextual() && !c.asText().startsWith("bundled:") ? Optional.of(c.asText()) : Optional.empty();
  }

  private static byte[] withCatalogue(byte[] scenario, String path) {
    ObjectNode root = (ObjectNode) parse(scenario);
    ((ObjectNode) root.get("setup")).put("catalogue", path);
    try {
      return new ObjectMapper().writeValueAsBytes(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonNode parse(byte[] json) {
    try {
      return new ObjectMapper().readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException("the scenario was checked on the driver but does not parse: " + e.getMessage(), e);
    }
  }

  static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  static void write(Path file, byte[] bytes) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
