/**
 * Paper 000's mapping event (section III) as readable rules over the kernel's offers, on any
 * workload: {@link org.valen.hc.paper000.rules.OfferMappingPolicy} runs dropping ({@link
 * org.valen.hc.paper000.rules.DroppingRule}), the adaptive energy filter ({@link
 * org.valen.hc.paper000.rules.DayEnergy}) and a heuristic ({@link
 * org.valen.hc.paper000.rules.MappingRule}) through one {@link org.valen.hc.paper000.rules.Round}
 * per event, with nodes' ready times from {@link org.valen.hc.paper000.rules.NodeTimeline}; and,
 * beside them, the indexes and caches that find the same choices fast ({@link
 * org.valen.hc.paper000.rules.OfferIndex}). The heuristics themselves are in {@code
 * org.valen.hc.paper000.heuristics}.
 */
package org.valen.hc.paper000.rules;
