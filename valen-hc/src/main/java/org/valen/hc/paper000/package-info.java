/**
 * Paper 000 (Khemka et al., energy-constrained utility heuristics in queued and polled
 * environments) on valen's kernel: {@link org.valen.hc.paper000.Paper000Policies} registers its
 * twelve heuristics by name, with the options of {@link org.valen.hc.paper000.Paper000Options}.
 * Sub-packages: {@code system} (the heterogeneous ETC/APC systems of section IV-C), {@code
 * workload} (utility functions and arrivals, section IV-B), {@code rules} (the mapping event of
 * section III as readable rules over offers, on any workload, and the index that finds their
 * choices fast), {@code heuristics} (the twelve heuristics of section III-D as such rules) and
 * {@code mapping} (the settings, the energy filter and log utilities).
 */
package org.valen.hc.paper000;
