/**
 * The papers' own trials as valen files: paper 000's heterogeneous systems and day of arrivals
 * ({@code paper000}), paper 002's cluster, pmf task types and bursty arrivals ({@code paper002}),
 * paper 004's clusters and bursts of serial tasks ({@code paper004}). Each trial is a platform, a
 * catalogue and a workload drawn from a seed by the paper's section on its simulation set-up, so
 * that any policy (not only the paper's heuristics in valen-hc) runs on it.
 */
package org.valen.model.trials;
