/**
 * The twelve heuristics of paper 000 (section III-D), one final class each, listed by {@link
 * org.valen.hc.paper000.heuristics.Paper000Heuristics} in the order of the paper's Fig. 4.
 */
package org.valen.hc.paper000.heuristics;
