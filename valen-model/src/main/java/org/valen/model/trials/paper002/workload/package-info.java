/**
 * Paper 002's workload (Young et al., section 6): task types with execution-time pmfs from the CVB
 * method ({@link org.valen.model.trials.paper002.workload.Paper002System}, {@link
 * org.valen.model.trials.paper002.workload.GammaPmfs}), bursty Poisson arrivals in three patterns ({@link
 * org.valen.model.trials.paper002.workload.ArrivalParameters}, {@link
 * org.valen.model.trials.paper002.workload.ArrivalPattern}), hard deadlines, and the trials ({@link
 * org.valen.model.trials.paper002.workload.Paper002Trial}). Every open choice is a parameter.
 */
package org.valen.model.trials.paper002.workload;
