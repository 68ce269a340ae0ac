package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.profile.ProfileSettings;

/** The {@code valen.profile} format. */
final class ProfileCodec {
  private static final int MAX_INDEX = 1 << 20;

  private ProfileCodec() {}

  static Optional<Profile> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "template", "coreType", "sourceHash", "settings", "entries");
    String template = root.text("template");
    String coreType = root.text("coreType");
    String hash = root.text("sourceHash");
    Optional<ProfileSettings> settings = readSettings(root.object("settings"));
    List<ProfileEntry> entries = new ArrayList<>();
    int previousBudget = 0;
    for (JsonIn e : root.nonEmptyArray("entries")) {
      Optional<ProfileEntry> entry = readEntry(e);
      if (entry.isPresent()) {
        if (entry.get().maxCores() <= previousBudget) {
          e.problem("maxCores", String.valueOf(entry.get().maxCores()),
              "a core budget above the previous entry's " + previousBudget + " (entries by increasing maxCores)");
        }
        previousBudget = entry.get().maxCores();
        entries.add(entry.get());
      }
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return root.problems().attempt(root.path(), "a valid profile",
        () -> new Profile(template, coreType, hash, settings.orElseThrow(), entries));
  }

  private static Optional<ProfileSettings> readSettings(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("algorithm", "seed", "parameters");
    String algorithm = in.text("algorithm");
    long seed = in.longInteger("seed");
    TreeMap<String, String> parameters = ProvenanceCodec.readTextMap(in.object("parameters"));
    return in.problems().noneSince(mark)
        ? Optional.of(new ProfileSettings(algorithm, seed, parameters))
        : Optional.empty();
  }

  private static Optional<ProfileEntry> readEntry(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("maxCores", "usedCores", "taskToCore", "coreLevels", "responseTimeSeconds",
        "energyJoules", "valueAtArrival", "overheads", "front");
    int maxCores = in.integer("maxCores", 1, MAX_INDEX);
    int usedCores = in.integer("usedCores", 1, MAX_INDEX);
    Optional<ProfilePoint> selected = readPoint(in);
    selected.ifPresent(p -> {
      if (p.usedCores() != usedCores) {
        in.problem("usedCores", String.valueOf(usedCores), p.usedCores() + ", the length of coreLevels");
      }
      if (p.usedCores() > maxCores) {
        in.problem("usedCores", String.valueOf(p.usedCores()), "at most maxCores = " + maxCores);
      }
    });
    double value = in.number("valueAtArrival", NumberRule.NON_NEGATIVE);
    Optional<MigrationOverheads> overheads = readOverheads(in.object("overheads"));
    List<ProfilePoint> front = new ArrayList<>();
    for (JsonIn p : in.nonEmptyArray("front")) {
      p.requireObject("taskToCore", "coreLevels", "responseTimeSeconds", "energyJoules");
      readPoint(p).ifPresent(front::add);
    }
    if (selected.isPresent() && !front.isEmpty() && !front.contains(selected.get())) {
      in.problem("front", "no point equal to the selected allocation",
          "the selected (minimum time × energy) point among the front");
    }
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a valid profile entry",
        () -> new ProfileEntry(maxCores, selected.orElseThrow(), value, overheads.orElseThrow(), front));
  }

  private static Optional<ProfilePoint> readPoint(JsonIn in) {
    int mark = in.problems().count();
    int[] taskToCore = in.integers("taskToCore", 0, MAX_INDEX);
    int[] levels = in.integers("coreLevels", 0, MAX_INDEX);
    double time = in.number("responseTimeSeconds", NumberRule.POSITIVE);
    double energy = in.number("energyJoules", NumberRule.NON_NEGATIVE);
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "an allocation whose cores 0 … n-1 all run tasks and have levels",
        () -> new ProfilePoint(taskToCore, levels, time, energy));
  }

  private static Optional<MigrationOverheads> readOverheads(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("intraNodeSeconds", "intraNodeJoules", "interNodeSeconds", "interNodeJoules",
        "levelSwitchSeconds", "levelSwitchJoules");
    double[] v = new double[6];
    String[] names = {"intraNodeSeconds", "intraNodeJoules", "interNodeSeconds", "interNodeJoules",
        "levelSwitchSeconds", "levelSwitchJoules"};
    for (int i = 0; i < names.length; i++) {
      v[i] = in.number(names[i], NumberRule.NON_NEGATIVE);
    }
    return in.problems().noneSince(mark)
        ? Optional.of(new MigrationOverheads(v[0], v[1], v[2], v[3], v[4], v[5]))
        : Optional.empty();
  }

  static ObjectNode write(Profile p) {
    ObjectNode root = FormatHeader.start(FileFormat.PROFILE);
    root.put("template", p.templateId());
    root.put("coreType", p.coreTypeId());
    root.put("sourceHash", p.sourceHash());
    root.set("settings", writeSettings(p.settings()));
    ArrayNode entries = root.putArray("entries");
    for (ProfileEntry e : p.entries()) {
      ObjectNode o = entries.addObject();
      o.put("maxCores", e.maxCores());
      o.put("usedCores", e.usedCores());
      putPoint(o, e.selected());
      o.put("valueAtArrival", e.valueAtArrival());
      MigrationOverheads m = e.overheads();
      o.putObject("overheads")
          .put("intraNodeSeconds", m.intraNodeSeconds())
          .put("intraNodeJoules", m.intraNodeJoules())
          .put("interNodeSeconds", m.interNodeSeconds())
          .put("interNodeJoules", m.interNodeJoules())
          .put("levelSwitchSeconds", m.levelSwitchSeconds())
          .put("levelSwitchJoules", m.levelSwitchJoules());
      ArrayNode front = o.putArray("front");
      e.front().forEach(point -> putPoint(front.addObject(), point));
    }
    return root;
  }

  /** Settings as JSON; also the settings' part of a profile's source hash. */
  static ObjectNode writeSettings(ProfileSettings s) {
    ObjectNode o = JsonOut.object();
    o.put("algorithm", s.algorithm());
    o.put("seed", s.seed());
    ObjectNode params = o.putObject("parameters");
    s.parameters().forEach(params::put);
    return o;
  }

  private static void putPoint(ObjectNode o, ProfilePoint p) {
    ArrayNode cores = o.putArray("taskToCore");
    for (int t = 0; t < p.taskCount(); t++) {
      cores.add(p.coreOf(t));
    }
    ArrayNode levels = o.putArray("coreLevels");
    for (int c = 0; c < p.usedCores(); c++) {
      levels.add(p.levelOf(c));
    }
    o.put("responseTimeSeconds", p.responseTimeSeconds());
    o.put("energyJoules", p.energyJoules());
  }
}
