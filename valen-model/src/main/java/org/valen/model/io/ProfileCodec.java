package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.MigrationOverheads;
import org.valen.model.profile.MinimumTime;
import org.valen.model.profile.Profile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.profile.ProfilePoint;
import org.valen.model.profile.ProfileSettings;

/**
 * The {@code valen.profile} format, version 3: one file per job template, a section per core type
 * that can run it ({@code coreTypes[]}: core type, source hash, settings, entries per core budget),
 * every allocation with the order of its tasks ({@code taskOrder}, optional), every entry with what is
 * known of its shortest schedule ({@code minimumTime}, optional). Versions 1 (one core
 * type per file) and 2 (no task orders) are refused by the header check with the command that
 * makes profiles again.
 */
final class ProfileCodec {
  private static final int MAX_INDEX = 1 << 20;

  private ProfileCodec() {}

  static Optional<Profile> read(JsonIn root) {
    int mark = root.problems().count();
    root.requireObject("format", "version", "template", "coreTypes");
    String template = root.text("template");
    List<CoreTypeProfile> coreTypes = new ArrayList<>();
    Map<String, String> seen = new HashMap<>();
    for (JsonIn section : root.nonEmptyArray("coreTypes")) {
      readCoreType(section).ifPresent(p -> {
        String earlier = seen.putIfAbsent(p.coreTypeId(), section.path());
        if (earlier != null) {
          section.problem("coreType", "\"" + p.coreTypeId() + "\", profiled already at " + earlier,
              "one profile per core type");
        }
        coreTypes.add(p);
      });
    }
    if (!root.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return root.problems().attempt(root.path(), "a valid profile", () -> new Profile(template, coreTypes));
  }

  private static Optional<CoreTypeProfile> readCoreType(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("coreType", "sourceHash", "settings", "entries");
    String coreType = in.text("coreType");
    String hash = in.text("sourceHash");
    Optional<ProfileSettings> settings = readSettings(in.object("settings"));
    List<ProfileEntry> entries = new ArrayList<>();
    int previousBudget = 0;
    for (JsonIn e : in.nonEmptyArray("entries")) {
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
    settings.ifPresent(s -> checkBudgets(in, s, entries));
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a valid profile of one core type",
        () -> new CoreTypeProfile(coreType, hash, settings.orElseThrow(), entries));
  }

  /**
   * The entries must be those of the budgets the settings name ({@code coreBudgets}, where given):
   * a budget without an entry, or an entry of a budget not named, is refused at {@code entries}.
   */
  private static void checkBudgets(JsonIn in, ProfileSettings settings, List<ProfileEntry> entries) {
    String named = settings.parameters().get(ProfileSettings.CORE_BUDGETS);
    if (named == null) {
      return;
    }
    List<Integer> budgets = new ArrayList<>();
    for (String b : named.split(",")) {
      try {
        budgets.add(Integer.parseInt(b.trim()));
      } catch (NumberFormatException e) {
        in.object("settings").object("parameters").problem(ProfileSettings.CORE_BUDGETS, "\"" + named + "\"",
            "core budgets as whole numbers separated by commas");
        return;
      }
    }
    List<Integer> have = entries.stream().map(ProfileEntry::maxCores).toList();
    List<Integer> missing = budgets.stream().filter(b -> !have.contains(b)).toList();
    List<Integer> extra = have.stream().filter(b -> !budgets.contains(b)).toList();
    if (!missing.isEmpty() || !extra.isEmpty()) {
      in.problem("entries", "entries of core budgets " + have + (missing.isEmpty() ? "" : ", none of " + missing)
          + (extra.isEmpty() ? "" : ", and of " + extra + " not named"), "an entry of each budget of settings.parameters."
          + ProfileSettings.CORE_BUDGETS + " (" + named + ")");
    }
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
    in.requireObject("maxCores", "usedCores", "taskToCore", "coreLevels", "taskOrder", "responseTimeSeconds",
        "energyJoules", "valueAtArrival", "overheads", "front", "minimumTime");
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
      p.requireObject("taskToCore", "coreLevels", "taskOrder", "responseTimeSeconds", "energyJoules");
      readPoint(p).ifPresent(front::add);
    }
    Optional<MinimumTime> minimumTime = in.optionalObject("minimumTime").flatMap(ProfileCodec::readMinimumTime);
    if (selected.isPresent() && !front.isEmpty() && !front.contains(selected.get())) {
      in.problem("front", "no point equal to the selected allocation",
          "the selected (minimum time × energy) point among the front");
    }
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a valid profile entry",
        () -> new ProfileEntry(maxCores, selected.orElseThrow(), value, overheads.orElseThrow(), front,
            minimumTime.orElse(null)));
  }

  private static Optional<MinimumTime> readMinimumTime(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("lowerBoundSeconds", "provenOptimal", "method");
    double bound = in.number("lowerBoundSeconds", NumberRule.NON_NEGATIVE);
    boolean proven = in.bool("provenOptimal");
    String method = in.text("method");
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a lower bound, whether it is reached, and enumerated, lower-bound or"
        + " cp-sat", () -> new MinimumTime(bound, proven, method));
  }

  private static Optional<ProfilePoint> readPoint(JsonIn in) {
    int mark = in.problems().count();
    int[] taskToCore = in.integers("taskToCore", 0, MAX_INDEX);
    int[] levels = in.integers("coreLevels", 0, MAX_INDEX);
    int[] order = in.has("taskOrder") ? in.integers("taskOrder", 0, MAX_INDEX) : new int[0];
    double time = in.number("responseTimeSeconds", NumberRule.POSITIVE);
    double energy = in.number("energyJoules", NumberRule.NON_NEGATIVE);
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "an allocation whose cores 0 … n-1 all run tasks and have levels,"
            + " with a task order (if any) that holds every task index once",
        () -> new ProfilePoint(taskToCore, levels, time, energy, order));
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
    ArrayNode coreTypes = root.putArray("coreTypes");
    for (CoreTypeProfile section : p.coreTypes()) {
      ObjectNode s = coreTypes.addObject();
      s.put("coreType", section.coreTypeId());
      s.put("sourceHash", section.sourceHash());
      s.set("settings", writeSettings(section.settings()));
      ArrayNode entries = s.putArray("entries");
      section.entries().forEach(e -> writeEntry(entries.addObject(), e));
    }
    return root;
  }

  private static void writeEntry(ObjectNode o, ProfileEntry e) {
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
    e.minimumTimeRecord().ifPresent(proof -> o.putObject("minimumTime")
        .put("lowerBoundSeconds", proof.lowerBoundSeconds())
        .put("provenOptimal", proof.provenOptimal())
        .put("method", proof.method()));
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
    if (p.hasTaskOrder()) {
      ArrayNode order = o.putArray("taskOrder");
      for (int i = 0; i < p.taskCount(); i++) {
        order.add(p.taskAt(i));
      }
    }
    o.put("responseTimeSeconds", p.responseTimeSeconds());
    o.put("energyJoules", p.energyJoules());
  }
}
