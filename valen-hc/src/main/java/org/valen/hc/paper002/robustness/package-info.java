/**
 * Paper 002's robustness (Young et al., section 4): each core's queue as the resource manager knows
 * it ({@link org.valen.hc.paper002.robustness.CoreQueue}), the completion-time pmfs of section 4.2
 * with anticipated cancellations ({@link org.valen.hc.paper002.robustness.CompletionChain}), a
 * candidate's expected completion time and robustness ρ by plain convolution or from each core's
 * cached completion pmf ({@link org.valen.hc.paper002.robustness.Forecast}, {@link
 * org.valen.hc.paper002.robustness.CachedForecasts}), and Eq. 3's expected on-time completions.
 */
package org.valen.hc.paper002.robustness;
