package org.valen.profit.io;

import java.util.List;
import java.util.SortedMap;
import org.valen.model.job.Catalogue;
import org.valen.model.platform.Platform;
import org.valen.profit.Bag;
import org.valen.profit.Economics;

/**
 * A {@code valen.bag} file as read: the bag, its economics, and the platform and catalogue it was
 * made of, so that the same bag can also be played through the kernel.
 *
 * @param bag task type i = {@code templates.get(i)}; machine type j = the platform's j-th core type
 *     with machines
 * @param economics price, energy cost, cap and section VI's costs
 * @param platform the platform file's platform
 * @param catalogue the catalogue file's catalogue
 * @param templates the template of each task type of the bag
 * @param provenance the generator's description, if the file has one (tool, seed, parameters)
 */
public record BagInput(Bag bag, Economics economics, Platform platform, Catalogue catalogue, List<String> templates,
    SortedMap<String, String> provenance) {

  public BagInput {
    templates = List.copyOf(templates);
    provenance = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(provenance));
  }
}
