package org.valen.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.model.job.Provenance;

/** {@code "provenance": {"tool": …, "seed": …, "parameters": {name: text}}}. */
final class ProvenanceCodec {
  private ProvenanceCodec() {}

  static Optional<Provenance> read(JsonIn in) {
    int mark = in.problems().count();
    in.requireObject("tool", "seed", "parameters");
    String tool = in.text("tool");
    long seed = in.longInteger("seed");
    TreeMap<String, String> parameters = readTextMap(in.object("parameters"));
    return in.problems().noneSince(mark) ? Optional.of(new Provenance(tool, seed, parameters)) : Optional.empty();
  }

  /** An object of name → string or number, as sorted text; other values are problems. */
  static TreeMap<String, String> readTextMap(JsonIn in) {
    TreeMap<String, String> values = new TreeMap<>();
    JsonNode node = in.node();
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!e.getValue().isValueNode() || e.getValue().isNull()) {
          in.problem(e.getKey(), JsonIn.describe(e.getValue()), "a string or number");
        } else {
          values.put(e.getKey(), e.getValue().asText());
        }
      }
    }
    return values;
  }

  static ObjectNode write(Provenance p) {
    ObjectNode o = JsonOut.object();
    o.put("tool", p.tool());
    o.put("seed", p.seed());
    ObjectNode params = o.putObject("parameters");
    p.parameters().forEach(params::put);
    return o;
  }
}
