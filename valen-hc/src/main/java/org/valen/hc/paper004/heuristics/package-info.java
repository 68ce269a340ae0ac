/**
 * Paper 004's ten heuristics, one short class each, reading like its Algorithms 1–3 (sections III-C … III-F): Random, FCFS, Max Util / Max UPT, and their Preempt Greedy, Preempt Diff and Preempt Pair variants.
 */
package org.valen.hc.paper004.heuristics;
