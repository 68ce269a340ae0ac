/**
 * Paper 004's experiments: the preset {@code paper004} ({@link
 * org.valen.papers.paper004.Paper004TrialPreset}: a trial per seed, burst size, utility class set,
 * flag probability and critical execution time sweepable, the window's utility measured), Figs. 3–7
 * as scenario files, the paper's findings beside ours, and the mapping-event benchmark.
 */
package org.valen.papers.paper004;
