package org.valen.runtime.policy;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.runtime.profiles.ProfileBook;

/**
 * What a {@link PolicyProvider} may build a policy from.
 *
 * @param platform the platform
 * @param catalogue the job templates and their execution model
 * @param profiles the checked design-time profiles, if the run has them
 * @param options named settings as text (e.g. {@code checkpointSeconds=300}), sorted
 */
public record PolicyInputs(
    Platform platform, Catalogue catalogue, Optional<ProfileBook> profiles, Map<String, String> options) {

  public PolicyInputs {
    options = Map.copyOf(new TreeMap<>(options));
  }

  /** A numeric option, {@code fallback} if absent. */
  public double number(String name, double fallback) {
    String text = options.get(name);
    if (text == null) {
      return fallback;
    }
    try {
      return Double.parseDouble(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("option " + name + " must be a number, was '" + text + "'");
    }
  }

  /** A whole-number option ({@link PolicyOption#integer}), {@code fallback} if absent. */
  public long integer(String name, long fallback) {
    String text = options.get(name);
    if (text == null) {
      return fallback;
    }
    try {
      return Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("option " + name + " must be a whole number, was '" + text + "'");
    }
  }

  /** A text option, {@code fallback} if absent. */
  public String text(String name, String fallback) {
    return options.getOrDefault(name, fallback);
  }

  /** An on/off option, {@code fallback} if absent. */
  public boolean isOn(String name, boolean fallback) {
    String text = options.get(name);
    if (text == null) {
      return fallback;
    }
    return PolicyOption.switchValue(text).orElseThrow(
        () -> new IllegalArgumentException("option " + name + " must be on or off, was '" + text + "'"));
  }

  /** The profiles; fails with a clear message if the run has none. */
  public ProfileBook requireProfiles(String policy) {
    return profiles.orElseThrow(() -> new IllegalArgumentException(
        policy + " allocates from design-time profiles: give a profiles folder (valen profile makes one)"));
  }
}
