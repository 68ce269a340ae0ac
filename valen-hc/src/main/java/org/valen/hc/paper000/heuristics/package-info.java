/**
 * The twelve heuristics of paper 000 (section III-D) as rules over offers
 * ({@link org.valen.hc.paper000.rules.MappingRule}): Random; FCFS, LCFS, Prioritized-FCFS and
 * Prioritized-LCFS, each with P-state 0 only or all P-states (one {@link
 * org.valen.hc.paper000.heuristics.FirstFitRule} each, with its order and choice); Max Utility, Max UPT and Max UPE ({@link
 * org.valen.hc.paper000.heuristics.MinMinRule}). {@link
 * org.valen.hc.paper000.heuristics.Paper000Heuristics} lists them in the order of the paper's Fig.
 * 4. Each asks the round's {@link org.valen.hc.paper000.rules.OfferIndex}, where it has one, for
 * the choice its scan would find.
 */
package org.valen.hc.paper000.heuristics;
