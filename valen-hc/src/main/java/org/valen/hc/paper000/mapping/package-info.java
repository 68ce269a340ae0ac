/**
 * Paper 000's mapping event (section III): what its two implementations share — {@link
 * org.valen.hc.paper000.mapping.MappingSettings}, the task management {@link
 * org.valen.hc.paper000.mapping.Environment} (III-A), the adaptive {@link
 * org.valen.hc.paper000.mapping.EnergyFilter} (III-C), {@link
 * org.valen.hc.paper000.mapping.LogUtility} — and the accelerated engine, for paper 000's own
 * workloads ({@link org.valen.hc.paper000.mapping.EngineWorkload}): {@link
 * org.valen.hc.paper000.mapping.MappingEventPolicy} with the engines {@link
 * org.valen.hc.paper000.mapping.OrderedFirstFit} (the FCFS family), {@link
 * org.valen.hc.paper000.mapping.BestScore} (Max Utility, Max UPT, Max UPE) and {@link
 * org.valen.hc.paper000.mapping.RandomMapping}. They make the decisions of the readable rules of
 * {@code org.valen.hc.paper000.rules}, far faster.
 */
package org.valen.hc.paper000.mapping;
