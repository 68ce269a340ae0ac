/**
 * Paper 004's measure: utility earned per window, each task's utility times the share of its execution inside the window, the maximum system utility, and the ceiling unlimited cores reach.
 */
package org.valen.papers.paper004.metrics;
