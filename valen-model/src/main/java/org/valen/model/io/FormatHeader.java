package org.valen.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/** The {@code "format"} and {@code "version"} fields every valen file starts with. */
final class FormatHeader {
  private FormatHeader() {}

  static ObjectNode start(FileFormat format) {
    ObjectNode root = JsonOut.object();
    root.put("format", format.formatName());
    root.put("version", format.version());
    return root;
  }

  /**
   * Reads the header; adds a problem and returns empty for a missing or unknown format, or a
   * version this build does not read.
   */
  static Optional<FileFormat> read(JsonIn root) {
    JsonNode node = root.node();
    if (!node.isObject()) {
      root.problem(JsonIn.describe(node), "a JSON object starting with \"format\" and \"version\"");
      return Optional.empty();
    }
    JsonNode name = node.get("format");
    if (name == null || !name.isTextual()) {
      root.problem("format", name == null ? "no field \"format\"" : JsonIn.describe(name),
          "one of " + FileFormat.allNames());
      return Optional.empty();
    }
    Optional<FileFormat> format = FileFormat.named(name.asText());
    if (format.isEmpty()) {
      root.problem("format", JsonIn.describe(name), "one of " + FileFormat.allNames());
      return Optional.empty();
    }
    JsonNode version = node.get("version");
    FileFormat f = format.get();
    if (version == null || !version.isIntegralNumber() || version.asInt() > f.version()
        || version.asInt() < f.oldestVersion()) {
      String versions = f.oldestVersion() == f.version() ? "version " + f.version() + " of " + f.formatName()
          + " (the only version this build of valen reads)"
          : "version " + f.oldestVersion() + " … " + f.version() + " of " + f.formatName()
              + " (the versions this build of valen reads)";
      root.problem("version", version == null ? "no field \"version\"" : JsonIn.describe(version), versions
          + (f.remedy().isEmpty() ? "" : "; " + f.remedy()));
      return Optional.empty();
    }
    return format;
  }
}
