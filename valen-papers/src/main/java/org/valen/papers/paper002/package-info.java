/**
 * Paper 002's experiments: the preset {@code paper002} ({@link
 * org.valen.papers.paper002.Paper002TrialPreset}: one cluster with execution-time pmfs, a trial per
 * seed, pattern and load sweepable, each task's outcome and the floor measured), Figs. 4–6 as
 * scenario files, the paper's findings beside ours, the 32 variants ({@link
 * org.valen.papers.paper002.Variant}) and the decision benchmark.
 */
package org.valen.papers.paper002;
