/**
 * An example of a policy of one's own, end to end ({@code docs/policies.md}): {@link
 * org.valen.examples.edf.EarliestDeadlineFirst} (earliest deadline first over the run's offers)
 * and its {@link org.valen.examples.edf.EarliestDeadlineFirstProvider}, registered as a service so
 * that {@code ./valen} finds it in a plugin jar.
 */
package org.valen.examples.edf;
