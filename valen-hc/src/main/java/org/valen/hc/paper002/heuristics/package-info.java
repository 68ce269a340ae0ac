/**
 * Paper 002's four immediate-mode heuristics (Young et al., section 5), each one short class over
 * the {@link org.valen.hc.paper002.heuristics.Candidate}s the filters leave: {@link
 * org.valen.hc.paper002.heuristics.ShortestQueue}, {@link
 * org.valen.hc.paper002.heuristics.MinimumExpectedCompletionTime}, {@link
 * org.valen.hc.paper002.heuristics.LightestLoad} (Eq. 5) and {@link
 * org.valen.hc.paper002.heuristics.RandomAssignment}.
 */
package org.valen.hc.paper002.heuristics;
