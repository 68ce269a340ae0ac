/**
 * Paper 002's equilibrium rate λ_eq (Young et al., section 6), around which its bursts and lulls
 * are set: measured on the system by a reference variant at constant-rate arrivals ({@link
 * org.valen.hc.paper002.equilibrium.EquilibriumCalibration}), c_total / t_avg, or given ({@link
 * org.valen.hc.paper002.equilibrium.EquilibriumRule}).
 */
package org.valen.hc.paper002.equilibrium;
