/**
 * Paper 000's resource management (section III) as a kernel policy: {@link
 * org.valen.hc.paper000.mapping.MappingEventPolicy} runs a mapping event every minute — dropping
 * (III-B), the adaptive energy filter (III-C, {@link org.valen.hc.paper000.mapping.EnergyFilter})
 * and a {@link org.valen.hc.paper000.mapping.Heuristic} (III-D) — in the queued or polled {@link
 * org.valen.hc.paper000.mapping.Environment} (III-A). The heuristics run on three engines: {@link
 * org.valen.hc.paper000.mapping.OrderedFirstFit} (the FCFS family), {@link
 * org.valen.hc.paper000.mapping.BestScore} (Max Utility, Max UPT, Max UPE) and {@link
 * org.valen.hc.paper000.mapping.RandomMapping}.
 */
package org.valen.hc.paper000.mapping;
