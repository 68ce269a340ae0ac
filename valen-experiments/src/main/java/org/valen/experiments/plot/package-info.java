/**
 * The plot kinds every scenario draws from its summary, as PNG and SVG with XChart: lines with CI
 * bands, paired differences against a baseline, grouped bars, box plots and curves over time.
 */
package org.valen.experiments.plot;
