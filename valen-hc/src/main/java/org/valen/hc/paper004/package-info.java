/**
 * Paper 004 (preemption of serial tasks with utility functions in oversubscribed heterogeneous systems): its ten heuristics as policies ({@link org.valen.hc.paper004.Paper004Policies}) and their options.
 */
package org.valen.hc.paper004;
