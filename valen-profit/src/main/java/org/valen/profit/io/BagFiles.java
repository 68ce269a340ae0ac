package org.valen.profit.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.valen.model.exec.MatrixModel;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.FileFormat;
import org.valen.model.io.InvalidInputException;
import org.valen.model.io.JsonIn;
import org.valen.model.io.JsonOut;
import org.valen.model.io.Problem;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Platform;
import org.valen.profit.Bag;
import org.valen.profit.Economics;

/**
 * The {@code valen.bag} format (version 1; {@code docs/formats.md}): a bag is a catalogue of
 * one-task templates with a matrix execution model, a platform, the number of tasks of each
 * template, and the economics. Every problem of the bag file and of the files it names is reported
 * at once; a reference is a path relative to the bag file or {@code bundled:NAME}.
 */
public final class BagFiles {
  /** The files {@link #write} makes. */
  public static final String BAG = "bag.json";
  public static final String PLATFORM = "platform.json";
  public static final String CATALOGUE = "catalogue.json";
  /** The bag shipped inside valen: paper 003's size, seed 1 ({@code valen profit generate --seed 1}). */
  public static final String BUNDLED = "bundled:paper003-bag.json";
  /** The platform and catalogue the bundled bag names, also bundled. */
  public static final String BUNDLED_PLATFORM = "bundled:paper003-platform.json";
  public static final String BUNDLED_CATALOGUE = "bundled:paper003-catalogue.json";

  private BagFiles() {}

  /**
   * Reads a bag file and the platform and catalogue it names.
   *
   * @throws InvalidInputException with every problem of the three files
   */
  public static BagInput read(String reference) {
    List<Problem> others = new ArrayList<>();
    try {
      BagInput input = ValenFiles.read(reference, FileFormat.BAG, root -> read(root, reference, others));
      if (!others.isEmpty()) {
        throw new InvalidInputException(others);
      }
      return input;
    } catch (InvalidInputException e) {
      List<Problem> all = new ArrayList<>(e.problems());
      others.stream().filter(p -> !all.contains(p)).forEach(all::add);
      throw new InvalidInputException(all);
    }
  }

  /** Every problem of the bag file and the files it names; empty if it is valid. */
  public static List<Problem> problems(String reference) {
    try {
      read(reference);
      return List.of();
    } catch (InvalidInputException e) {
      return e.problems();
    }
  }

  private static Optional<BagInput> read(JsonIn root, String reference, List<Problem> others) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "name", "provenance", "platform", "catalogue", "tasks", "economics");
    String name = root.text("name");
    SortedMap<String, String> provenance = root.optionalObject("provenance").map(BagFiles::provenance)
        .orElse(new TreeMap<>());
    Optional<Platform> platform = load(root, "platform", reference, others, ValenFiles::readPlatform);
    Optional<Catalogue> catalogue = load(root, "catalogue", reference, others, ValenFiles::readCatalogue);
    List<JsonIn> tasks = root.nonEmptyArray("tasks");
    if (platform.isEmpty() || catalogue.isEmpty()) {
      return Optional.empty();
    }
    Optional<BagSystem> system = BagSystem.of(root, platform.get(), catalogue.get());
    List<String> templates = new ArrayList<>();
    List<Integer> counts = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (JsonIn t : tasks) {
      t.requireObject("template", "count");
      String id = t.text("template");
      int count = t.integer("count", 0, Integer.MAX_VALUE);
      if (!seen.add(id)) {
        t.problem("template", "\"" + id + "\" a second time", "each template once");
      } else if (system.isPresent() && system.get().checkTemplate(t, catalogue.get(), id)) {
        templates.add(id);
        counts.add(count);
      }
    }
    List<String> machineTypes = system.map(BagSystem::machineTypes).orElse(List.of());
    Optional<Economics> economics = EconomicsCodec.read(root.object("economics"), machineTypes);
    if (!root.problems().noneSince(mark) || system.isEmpty() || economics.isEmpty()) {
      return Optional.empty();
    }
    Optional<Bag> bag;
    try {
      bag = Optional.of(system.get().bag(name, catalogue.get(), templates, counts));
    } catch (IllegalArgumentException e) {
      // the bag's own check says "what was found; expected what": one problem, split where it says so
      String m = e.getMessage();
      int at = m.indexOf("; expected ");
      root.problem("tasks", at < 0 ? m : m.substring(0, at), at < 0 ? "a valid bag" : m.substring(at + "; expected ".length()));
      bag = Optional.empty();
    }
    return bag.map(b -> new BagInput(b, economics.get(), platform.get(), catalogue.get(), templates, provenance));
  }

  private static <T> Optional<T> load(JsonIn root, String field, String reference, List<Problem> others,
      java.util.function.Function<String, T> reader) {
    String name = root.text(field);
    if (name.equals("?")) {
      return Optional.empty();
    }
    try {
      return Optional.of(reader.apply(resolve(reference, name)));
    } catch (InvalidInputException e) {
      others.addAll(e.problems());
      root.problem(field, "\"" + name + "\", which has the problems listed", "a valid file");
      return Optional.empty();
    }
  }

  /** {@code name} as seen from the bag file {@code reference}: bundled names and absolute paths as they are. */
  static String resolve(String reference, String name) {
    if (name.startsWith("bundled:") || reference.startsWith("bundled:") || Path.of(name).isAbsolute()) {
      return name;
    }
    Path folder = Path.of(reference).toAbsolutePath().getParent();
    return folder == null ? name : folder.resolve(name).toString();
  }

  private static SortedMap<String, String> provenance(JsonIn in) {
    SortedMap<String, String> map = new TreeMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = in.node().fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      map.put(e.getKey(), e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString());
    }
    return map;
  }

  /**
   * Writes {@code bag} as {@code bag.json} with its {@code platform.json} and {@code catalogue.json}
   * into {@code folder}.
   */
  public static void write(Path folder, Bag bag, Economics economics, Optional<Provenance> provenance) {
    ValenFiles.write(folder.resolve(PLATFORM), BagSystems.platform(bag));
    ValenFiles.write(folder.resolve(CATALOGUE), BagSystems.catalogue(bag, provenance));
    AtomicFiles.writeText(folder.resolve(BAG), text(bag, economics, provenance, PLATFORM, CATALOGUE));
  }

  /** The bag file's text, naming its platform and catalogue files as given. */
  public static String text(Bag bag, Economics economics, Optional<Provenance> provenance, String platform,
      String catalogue) {
    ObjectNode root = JsonOut.object();
    root.put("format", FileFormat.BAG.formatName());
    root.put("version", FileFormat.BAG.version());
    root.put("name", bag.name());
    provenance.ifPresent(p -> {
      ObjectNode o = root.putObject("provenance").put("tool", p.tool()).put("seed", p.seed());
      ObjectNode parameters = o.putObject("parameters");
      p.parameters().forEach(parameters::put);
    });
    root.put("platform", platform);
    root.put("catalogue", catalogue);
    ArrayNode tasks = root.putArray("tasks");
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      tasks.addObject().put("template", bag.taskTypes().get(i)).put("count", bag.tasks(i));
    }
    root.set("economics", EconomicsCodec.write(economics, bag.machineTypes()));
    return JsonOut.toText(root);
  }

  /** The bag's machine types from a platform and the matrix columns that hold them. */
  private record BagSystem(Platform platform, MatrixModel model, List<CoreType> types, int[] machines, int[] column) {

    static Optional<BagSystem> of(JsonIn root, Platform platform, Catalogue catalogue) {
      if (!(catalogue.executionModel() instanceof MatrixModel model)) {
        root.problem("catalogue", "a catalogue whose execution model is not a matrix model",
            "a catalogue with ETC/APC matrices (\"executionModel\": {\"kind\": \"matrix\", …})");
        return Optional.empty();
      }
      List<CoreType> types = platform.coreTypes();
      int[] machines = new int[types.size()];
      int[] column = new int[types.size()];
      Map<String, Integer> cores = platform.coresByType();
      boolean ok = true;
      for (int j = 0; j < types.size(); j++) {
        String id = types.get(j).id();
        machines[j] = cores.get(id);
        column[j] = model.coreTypeIds().indexOf(id);
        if (machines[j] == 0) {
          root.problem("platform", "machine type " + id + " with zero machines (no node has it)",
              "at least one machine of every machine type of the platform");
          ok = false;
        }
        if (column[j] < 0) {
          root.problem("catalogue", "no column for machine type " + id + " in the matrices",
              "ETC and APC for every core type of the platform");
          ok = false;
        }
      }
      return ok ? Optional.of(new BagSystem(platform, model, types, machines, column)) : Optional.empty();
    }

    List<String> machineTypes() {
      return types.stream().map(CoreType::id).toList();
    }

    /** Whether template {@code id} can be a task type of the bag; adds a problem at {@code at} if not. */
    boolean checkTemplate(JsonIn at, Catalogue catalogue, String id) {
      Optional<JobTemplate> t = catalogue.find(id);
      if (t.isEmpty()) {
        at.problem("template", "\"" + id + "\"", "a template of catalogue " + catalogue.name());
        return false;
      }
      if (t.get().taskCount() != 1) {
        at.problem("template", "template " + id + " of " + t.get().taskCount() + " tasks",
            "a one-task template (a bag holds independent tasks)");
        return false;
      }
      int row = model.taskTypes().indexOf(t.get().task(0).type());
      boolean runs = false;
      for (int j = 0; j < types.size() && row >= 0; j++) {
        runs |= Double.isFinite(model.timeSeconds(row, column[j], 0));
      }
      if (!runs) {
        at.problem("template", "template " + id + " of task type " + t.get().task(0).type() + ", which no machine type"
            + " of platform " + platform.name() + " can run", "a task type with a time on at least one machine type");
      }
      return runs;
    }

    /** ETC and APC at level 0; APC = the core type's static power + the matrix's power; idle = its idle power. */
    Bag bag(String name, Catalogue catalogue, List<String> templates, List<Integer> counts) {
      int t = templates.size();
      double[][] etc = new double[t][types.size()];
      double[][] apc = new double[t][types.size()];
      for (int i = 0; i < t; i++) {
        int row = model.taskTypes().indexOf(catalogue.template(templates.get(i)).task(0).type());
        for (int j = 0; j < types.size(); j++) {
          etc[i][j] = model.timeSeconds(row, column[j], 0);
          apc[i][j] = types.get(j).staticPowerWatts() + model.powerWatts(row, column[j], 0);
        }
      }
      double[] idle = types.stream().mapToDouble(CoreType::idlePowerWatts).toArray();
      return new Bag(name, templates, machineTypes(), counts.stream().mapToInt(Integer::intValue).toArray(), machines,
          etc, apc, idle);
    }
  }
}
