/**
 * Paper 004's systems: heterogeneous clusters of identical cores and the inconsistent ETC matrix of the task types.
 */
package org.valen.model.trials.paper004.system;
