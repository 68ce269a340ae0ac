/**
 * Paper 002 (Young et al., "Deadline and energy constrained dynamic resource allocation in a
 * heterogeneous computing environment", J. Supercomputing 2013) on valen's kernel: the immediate-mode
 * resource manager ({@link org.valen.hc.paper002.ImmediateModePolicy}) with the energy fair-share
 * filter ({@link org.valen.hc.paper002.EnergyEstimate}, Eq. 6), the robustness filter and start-time
 * cancellation, its four heuristics registered by name ({@link org.valen.hc.paper002.Paper002Policies})
 * with their options ({@link org.valen.hc.paper002.Paper002Options}).
 */
package org.valen.hc.paper002;
