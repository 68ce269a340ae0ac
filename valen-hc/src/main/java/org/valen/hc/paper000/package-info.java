/**
 * Paper 000 (Khemka et al., energy-constrained utility heuristics in queued and polled
 * environments) on valen's kernel: {@link org.valen.hc.paper000.Paper000Policies} registers its
 * twelve heuristics by name, with the options of {@link org.valen.hc.paper000.Paper000Options},
 * in either {@link org.valen.hc.paper000.Implementation}. Sub-packages: {@code system} (the
 * heterogeneous ETC/APC systems of section IV-C), {@code workload} (utility functions and
 * arrivals, section IV-B), {@code rules} (the mapping event of section III as readable rules over
 * offers, on any workload), {@code heuristics} (the twelve heuristics of section III-D as such
 * rules) and {@code mapping} (what both share, and the accelerated engine for paper 000's own
 * workloads).
 */
package org.valen.hc.paper000;
