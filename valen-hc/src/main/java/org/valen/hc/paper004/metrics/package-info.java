/**
 * Paper 004's measure: utility earned per window, each task's utility times the share of its execution inside the window, and the maximum system utility.
 */
package org.valen.hc.paper004.metrics;
