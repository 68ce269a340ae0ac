/**
 * Paper 000 (Khemka et al., energy-constrained utility heuristics in queued and polled
 * environments) on valen's kernel: {@link org.valen.hc.paper000.Paper000Policies} registers its
 * twelve heuristics by name, with the options of {@link org.valen.hc.paper000.Paper000Options}.
 * Sub-packages: {@code system} (the heterogeneous ETC/APC systems of section IV-C), {@code
 * workload} (utility functions and arrivals, section IV-B), {@code mapping} (mapping events:
 * environments, dropping, the adaptive energy filter, section III) and {@code heuristics} (the
 * twelve heuristics of section III-D).
 */
package org.valen.hc.paper000;
