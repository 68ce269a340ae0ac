/**
 * How paper 002's tasks end (Young et al., sections 3.3 and 7): on time, late, after the energy
 * budget, discarded or cancelled ({@link org.valen.hc.paper002.outcome.Outcome}), with the moment
 * the budget runs out measured on the kernel's power trace ({@link
 * org.valen.hc.paper002.outcome.EnergyClock}); for any policy's run on the workload.
 */
package org.valen.hc.paper002.outcome;
