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
 * The hash a profile of one core type carries of what it was computed from: SHA-256 over the
 * canonical JSON of the execution model, the interconnect, the core type, the template and the
 * profiler settings, in that order:
 *
 * <pre>
 *   {"executionModel":…,"interconnect":…,"coreType":…,"template":…,"settings":…}
 * </pre>
 *
 * A profile whose hash differs from the hash of the current inputs is stale; the profiler
 * recomputes it and the runtime refuses it.
 *
 * <p><b>Speed.</b> An ETC/APC model is large (paper 000: 100 task types × 13 core types × 3
 * P-states, about 170 kB of JSON) and the same for every profile of a catalogue, so it comes
 * first: a {@link Hasher} digests the model and the interconnect once and, for each profile, goes
 * on from a copy of that digest with the few hundred bytes of core type, template and settings.
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
    return new Hasher(model, interconnect).of(template, coreType, settings);
  }

  /** The canonical JSON the hash is taken of (for tests and for people checking a hash by hand). */
  public static String canonicalInputs(JobTemplate template, CoreType coreType, ExecutionModel model,
      Interconnect interconnect, ProfileSettings settings) {
    ObjectNode all = JsonOut.object();
    all.set("executionModel", ExecutionModelCodec.write(model));
    all.set("interconnect", PlatformCodec.writeInterconnect(interconnect));
    all.set("coreType", PlatformCodec.writeCoreType(coreType));
    all.set("template", TemplateCodec.write(template));
    all.set("settings", ProfileCodec.writeSettings(settings));
    return JsonOut.canonical(all);
  }

  /**
   * Hashes of many profiles with one execution model and interconnect. Calls change nothing in it
   * (each digests on its own copy), so one hasher may serve several threads.
   */
  public static final class Hasher {
    private final MessageDigest afterModel;

    public Hasher(ExecutionModel model, Interconnect interconnect) {
      afterModel = sha256();
      afterModel.update(("{\"executionModel\":" + JsonOut.canonical(ExecutionModelCodec.write(model))
          + ",\"interconnect\":" + JsonOut.canonical(PlatformCodec.writeInterconnect(interconnect)))
          .getBytes(StandardCharsets.UTF_8));
    }

    /** {@code sha256:<64 hex digits>} of the inputs with this hasher's model and interconnect. */
    public String of(JobTemplate template, CoreType coreType, ProfileSettings settings) {
      MessageDigest digest = copy();
      digest.update((",\"coreType\":" + JsonOut.canonical(PlatformCodec.writeCoreType(coreType))
          + ",\"template\":" + JsonOut.canonical(TemplateCodec.write(template))
          + ",\"settings\":" + JsonOut.canonical(ProfileCodec.writeSettings(settings)) + "}")
          .getBytes(StandardCharsets.UTF_8));
      return PREFIX + HexFormat.of().formatHex(digest.digest());
    }

    private MessageDigest copy() {
      try {
        return (MessageDigest) afterModel.clone();
      } catch (CloneNotSupportedException e) {
        throw new IllegalStateException("the JDK's SHA-256 digest can be cloned", e);
      }
    }
  }

  /** {@code sha256:} of a text, for tests: the hash of {@link #canonicalInputs} equals {@link #of}. */
  static String ofText(String text) {
    return PREFIX + HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }
}
