/**
 * Paper 004's resource manager over the kernel's offers: mapping events, mappable and executing tasks, clusters as core types, preemption flags, the objectives Util and UPT, and the task index that finds the heuristics' choices fast.
 */
package org.valen.hc.paper004.rules;
