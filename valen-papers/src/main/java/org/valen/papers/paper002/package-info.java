/**
 * Paper 002's experiments: the preset {@code paper002} ({@link
 * org.valen.papers.paper002.Paper002TrialPreset}: one cluster with execution-time pmfs, a trial per
 * seed around the system's measured equilibrium rate, pattern, load and the λ_eq rule sweepable,
 * each task's outcome and the floor measured), the floor ({@link
 * org.valen.papers.paper002.FluidFloor}: a fluid relaxation over time windows, bounded by its
 * dual), Figs. 4–6 as scenario files, the paper's findings beside ours, the 32 variants ({@link
 * org.valen.papers.paper002.Variant}) and the decision benchmark.
 */
package org.valen.papers.paper002;
