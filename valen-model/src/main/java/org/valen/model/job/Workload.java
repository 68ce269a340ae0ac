package org.valen.model.job;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.valen.model.Check;

/**
 * A stream of arrivals over a horizon, instantiating the templates of one catalogue.
 *
 * @param catalogueReference where the catalogue is: a path relative to the workload file, or a
 *     {@code bundled:} name
 * @param provenance how the workload was generated, if it was
 * @param horizonSeconds length of the period the arrivals cover
 * @param arrivals the arrivals, sorted by arrival time (ties keep their given order)
 * @param platformReference where the platform it was made for is, as {@code catalogueReference}:
 *     commands run it there unless told another platform
 */
public record Workload(
    String catalogueReference,
    Optional<Provenance> provenance,
    double horizonSeconds,
    List<Arrival> arrivals,
    Optional<String> platformReference) {

  public Workload {
    Check.id(catalogueReference, "catalogueReference");
    Objects.requireNonNull(provenance, "provenance");
    Objects.requireNonNull(platformReference, "platformReference");
    platformReference.ifPresent(p -> Check.id(p, "platformReference"));
    Check.positive(horizonSeconds, "horizonSeconds");
    List<Arrival> sorted = new ArrayList<>(arrivals);
    sorted.sort(Comparator.comparingDouble(Arrival::arrivalSeconds));
    arrivals = List.copyOf(sorted);
    Set<String> ids = new HashSet<>();
    for (Arrival a : arrivals) {
      if (!ids.add(a.id())) {
        throw new IllegalArgumentException("duplicate arrival id " + a.id());
      }
    }
  }

  /** A workload that names no platform. */
  public Workload(String catalogueReference, Optional<Provenance> provenance, double horizonSeconds,
      List<Arrival> arrivals) {
    this(catalogueReference, provenance, horizonSeconds, arrivals, Optional.empty());
  }

  /** This workload naming {@code reference} as the platform it was made for. */
  public Workload withPlatformReference(String reference) {
    return new Workload(catalogueReference, provenance, horizonSeconds, arrivals, Optional.of(reference));
  }
}
