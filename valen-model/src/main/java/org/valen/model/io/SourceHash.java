package org.valen.model.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.profile.ProfileSettings;

/**
 * The hash a profile carries of what it was computed from: SHA-256 over the canonical JSON of the
 * template, the core type, the execution model, the interconnect and the profiler settings. A
 * profile whose hash differs from the hash of the current inputs is stale; the profiler recomputes
 * it and the runtime refuses it.
 */
public final class SourceHash {
  private static final String PREFIX = "sha256:";

  private SourceHash() {}

  /** {@code sha256:<64 hex digits>} of the inputs. */
  public static String of(
      JobTemplate template,
      CoreType coreType,
      ExecutionModel model,
      Interconnect interconnect,
      ProfileSettings settings) {
    ObjectNode all = JsonOut.object();
    all.set("template", TemplateCodec.write(template));
    all.set("coreType", PlatformCodec.writeCoreType(coreType));
    all.set("executionModel", ExecutionModelCodec.write(model));
    all.set("interconnect", PlatformCodec.writeInterconnect(interconnect));
    all.set("settings", ProfileCodec.writeSettings(settings));
    return PREFIX + sha256(JsonOut.canonical(all));
  }

  private static String sha256(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }
}
