/**
 * What a policy must pass before any run starts (its options, its needs on the run's platform and
 * catalogue) and which design-time profiles a run has: shared by experiments and the command line.
 */
package org.valen.experiments.policy;
