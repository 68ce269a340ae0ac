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
 */
public record Workload(
    String catalogueReference,
    Optional<Provenance> provenance,
    double horizonSeconds,
    List<Arrival> arrivals) {

  public Workload {
    Check.id(catalogueReference, "catalogueReference");
    Objects.requireNonNull(provenance, "provenance");
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
}
