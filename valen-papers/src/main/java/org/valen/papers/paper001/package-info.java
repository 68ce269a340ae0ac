/**
 * Paper 001's experiments: the presets {@code paper001} and {@code rk3399} ({@link
 * org.valen.papers.paper001.Paper001Preset}), Figs. 5–7, Table II and two studies beyond the paper
 * as scenario files, the paper's findings beside ours, the value-ceiling and DVFS report sections,
 * the demo's comparison ({@link org.valen.papers.paper001.PolicyComparison}) and the runtime's
 * benchmark ({@link org.valen.papers.paper001.RuntimeBenchmark}).
 */
package org.valen.papers.paper001;
