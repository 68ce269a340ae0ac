/**
 * Paper 004's workloads: bursts of same-type serial tasks by a sinusoidal Poisson process, with the step, decaying or 20-class utility functions.
 */
package org.valen.model.trials.paper004.workload;
