package org.valen.model.profile;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.valen.model.Check;

/**
 * The design-time profile of one job template on one core type (paper 001, section IV-A and Fig.
 * 4): an entry per core budget. A {@link Profile} holds one per core type that can run the
 * template.
 *
 * @param coreTypeId the {@link org.valen.model.platform.CoreType#id()} it was profiled on
 * @param sourceHash hash of what it was computed from (template, this core type, execution model,
 *     interconnect, settings); see {@link org.valen.model.io.SourceHash}
 * @param settings algorithm, seed and parameters
 * @param entries one per core budget, by increasing {@code maxCores}, unique budgets
 */
public record CoreTypeProfile(
    String coreTypeId,
    String sourceHash,
    ProfileSettings settings,
    List<ProfileEntry> entries) {

  public CoreTypeProfile {
    Check.id(coreTypeId, "coreTypeId");
    Check.id(sourceHash, "sourceHash");
    Objects.requireNonNull(settings, "settings");
    entries = List.copyOf(Check.nonEmpty(entries, "entries"));
    Set<Integer> budgets = new HashSet<>();
    int previous = 0;
    for (ProfileEntry e : entries) {
      if (!budgets.add(e.maxCores()) || e.maxCores() < previous) {
        throw new IllegalArgumentException("entries must have increasing, unique maxCores");
      }
      previous = e.maxCores();
    }
  }

  /** The entry for exactly {@code maxCores}. */
  public Optional<ProfileEntry> entry(int maxCores) {
    return entries.stream().filter(e -> e.maxCores() == maxCores).findFirst();
  }

  /** The entry with the largest budget not above {@code availableCores}, if any. */
  public Optional<ProfileEntry> bestWithin(int availableCores) {
    ProfileEntry best = null;
    for (ProfileEntry e : entries) {
      if (e.maxCores() <= availableCores) {
        best = e;
      }
    }
    return Optional.ofNullable(best);
  }
}
