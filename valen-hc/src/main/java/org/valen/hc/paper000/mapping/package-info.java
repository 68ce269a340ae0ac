/**
 * What paper 000's mapping event (section III) is set up with and computes, shared by its two
 * implementations in {@code org.valen.hc.paper000.rules}: {@link
 * org.valen.hc.paper000.mapping.MappingSettings}, the task management {@link
 * org.valen.hc.paper000.mapping.Environment} (III-A), the adaptive {@link
 * org.valen.hc.paper000.mapping.EnergyFilter} (III-C) and {@link
 * org.valen.hc.paper000.mapping.LogUtility} (utility functions in the log domain).
 */
package org.valen.hc.paper000.mapping;
