package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;

/** The {@code valen.platform} format. */
final class PlatformCodec {
  private PlatformCodec() {}

  static Optional<Platform> read(JsonIn root) {
    Problems problems = root.problems();
    int mark = problems.count();
    root.requireObject("format", "version", "name", "description", "interconnect", "coreTypes", "nodes");
    String name = root.text("name");
    String description = root.optionalText("description").orElse("");
    Interconnect interconnect = readInterconnect(root.object("interconnect"));
    UniqueIds typeIds = new UniqueIds("core type");
    List<CoreType> coreTypes = new ArrayList<>();
    for (JsonIn t : root.nonEmptyArray("coreTypes")) {
      readCoreType(t, typeIds).ifPresent(coreTypes::add);
    }
    Set<String> knownTypes = typeIds.all();
    UniqueIds nodeIds = new UniqueIds("node");
    List<Node> nodes = new ArrayList<>();
    for (JsonIn n : root.nonEmptyArray("nodes")) {
      readNode(n, nodeIds, knownTypes).ifPresent(nodes::add);
    }
    if (!problems.noneSince(mark)) {
      return Optional.empty();
    }
    return problems.attempt(root.path(), "a consistent platform",
        () -> new Platform(name, description, coreTypes, nodes, interconnect));
  }

  private static Interconnect readInterconnect(JsonIn in) {
    in.requireObject("coreToCoreBytesPerSecond", "nodeToNodeBytesPerSecond");
    double core = in.number("coreToCoreBytesPerSecond", NumberRule.POSITIVE);
    double node = in.number("nodeToNodeBytesPerSecond", NumberRule.POSITIVE);
    return Double.isNaN(core) || Double.isNaN(node) ? null : new Interconnect(core, node);
  }

  private static Optional<CoreType> readCoreType(JsonIn in, UniqueIds ids) {
    int mark = in.problems().count();
    in.requireObject("id", "staticPowerWatts", "idlePowerWatts", "pStates");
    String id = ids.read(in, "id");
    double staticWatts = in.number("staticPowerWatts", NumberRule.NON_NEGATIVE);
    double idleWatts = in.number("idlePowerWatts", staticWatts, NumberRule.NON_NEGATIVE);
    List<PState> levels = new ArrayList<>();
    List<JsonIn> elements = in.nonEmptyArray("pStates");
    for (JsonIn p : elements) {
      p.requireObject("frequencyHertz", "voltageVolts", "dynamicPowerWatts");
      double f = p.number("frequencyHertz", NumberRule.POSITIVE);
      double v = p.number("voltageVolts", NumberRule.POSITIVE);
      double w = p.number("dynamicPowerWatts", NumberRule.NON_NEGATIVE);
      if (!levels.isEmpty() && !Double.isNaN(f) && !Double.isNaN(w)) {
        PState faster = levels.get(levels.size() - 1);
        int i = levels.size();
        if (!(f < faster.frequencyHertz())) {
          p.problem("frequencyHertz", f + " Hz, not below P-state " + (i - 1) + "'s " + faster.frequencyHertz(),
              "P-states ordered fastest first (strictly decreasing frequency)");
        }
        if (w > faster.dynamicPowerWatts()) {
          p.problem("dynamicPowerWatts", w + " W, above P-state " + (i - 1) + "'s " + faster.dynamicPowerWatts(),
              "dynamic power that does not increase as frequency decreases");
        }
      }
      if (!Double.isNaN(f) && !Double.isNaN(v) && !Double.isNaN(w)) {
        levels.add(new PState(f, v, w));
      }
    }
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return in.problems().attempt(in.path(), "a valid core type",
        () -> new CoreType(id, levels, staticWatts, idleWatts));
  }

  private static Optional<Node> readNode(JsonIn in, UniqueIds ids, Set<String> knownTypes) {
    int mark = in.problems().count();
    in.requireObject("id", "coreType", "cores", "processors", "powerSupplyEfficiency");
    String id = ids.read(in, "id");
    String type = in.text("coreType");
    if (!knownTypes.contains(type) && !"?".equals(type)) {
      in.problem("coreType", "\"" + type + "\"", "one of the core types " + knownTypes);
    }
    int cores = in.integer("cores", 1, 1 << 20);
    int processors = in.integer("processors", 1, 1, cores);
    if (cores % processors != 0) {
      in.problem("processors", processors + " processors for " + cores + " cores",
          "a number of processors that divides the number of cores");
    }
    double efficiency = in.number("powerSupplyEfficiency", 1.0, NumberRule.FRACTION);
    if (!in.problems().noneSince(mark)) {
      return Optional.empty();
    }
    return Optional.of(new Node(id, type, cores, processors, efficiency));
  }

  static ObjectNode write(Platform platform) {
    ObjectNode root = FormatHeader.start(FileFormat.PLATFORM);
    root.put("name", platform.name());
    if (!platform.description().isEmpty()) {
      root.put("description", platform.description());
    }
    root.set("interconnect", writeInterconnect(platform.interconnect()));
    ArrayNode types = root.putArray("coreTypes");
    platform.coreTypes().forEach(t -> types.add(writeCoreType(t)));
    ArrayNode nodes = root.putArray("nodes");
    for (Node n : platform.nodes()) {
      ObjectNode o = nodes.addObject();
      o.put("id", n.id());
      o.put("coreType", n.coreTypeId());
      o.put("cores", n.cores());
      if (n.processors() != 1) {
        o.put("processors", n.processors());
      }
      if (n.powerSupplyEfficiency() != 1.0) {
        o.put("powerSupplyEfficiency", n.powerSupplyEfficiency());
      }
    }
    return root;
  }

  /** The interconnect as JSON; also its part of a profile's source hash. */
  static ObjectNode writeInterconnect(Interconnect link) {
    ObjectNode o = JsonOut.object();
    o.put("coreToCoreBytesPerSecond", link.coreToCoreBytesPerSecond());
    o.put("nodeToNodeBytesPerSecond", link.nodeToNodeBytesPerSecond());
    return o;
  }

  /** A core type as JSON; also the core type's part of a profile's source hash. */
  static ObjectNode writeCoreType(CoreType t) {
    ObjectNode o = JsonOut.object();
    o.put("id", t.id());
    o.put("staticPowerWatts", t.staticPowerWatts());
    o.put("idlePowerWatts", t.idlePowerWatts());
    ArrayNode levels = o.putArray("pStates");
    for (PState p : t.pStates()) {
      ObjectNode l = levels.addObject();
      l.put("frequencyHertz", p.frequencyHertz());
      l.put("voltageVolts", p.voltageVolts());
      l.put("dynamicPowerWatts", p.dynamicPowerWatts());
    }
    return o;
  }
}
