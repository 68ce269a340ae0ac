/**
 * Paper 000's experiments: the preset {@code paper000} ({@link
 * org.valen.papers.paper000.Paper000TrialPreset}: a trial per seed, the measured day under the
 * energy constraint E calibrated as section IV-D does), Figs. 4–6 as scenario files, the paper's
 * findings and its layout of the figures, one configuration on one trial ({@link
 * org.valen.papers.paper000.SingleTrial}, {@code valen paper000 run}) and the mapping-event
 * benchmark.
 */
package org.valen.papers.paper000;
