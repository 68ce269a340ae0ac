/**
 * The policy interface: a {@link org.valen.runtime.policy.Policy} decides through a {@link
 * org.valen.runtime.policy.DecisionContext} (read-only view + actions the kernel checks), at the
 * instants its {@link org.valen.runtime.policy.Triggers} name. Jobs appear as {@link
 * org.valen.runtime.policy.JobView}s and run {@link org.valen.runtime.policy.Plan}s.
 */
package org.valen.runtime.policy;
