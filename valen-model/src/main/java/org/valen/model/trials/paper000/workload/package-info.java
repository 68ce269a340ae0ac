/**
 * Paper 000's workloads (sections II-A and IV-B): utility functions from priority, urgency and
 * one of 20 utility classes ({@link org.valen.model.trials.paper000.workload.UtilityClasses}), about 32,000
 * arrivals a day, general-purpose tasks in a sinusoidal pattern and special-purpose ones in
 * bursts; a {@link org.valen.model.trials.paper000.workload.Trial} is one system with one workload.
 */
package org.valen.model.trials.paper000.workload;
