/**
 * Paper 000's heterogeneous systems (section IV-C): 13 machine types of 100 machines, 100 task
 * types, ETC and APC at P-state 0 by the COV method and slower P-states by gamma-scaled times.
 * {@link org.valen.model.trials.paper000.system.SystemGenerator} makes a {@link
 * org.valen.model.trials.paper000.system.HcSystem} (a valen platform and catalogue) from {@link
 * org.valen.model.trials.paper000.system.SystemParameters} and a seed.
 */
package org.valen.model.trials.paper000.system;
