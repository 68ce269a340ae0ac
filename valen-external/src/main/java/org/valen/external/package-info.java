/**
 * Policies outside the JVM: {@link org.valen.external.ExternalPolicyProvider} ({@code --policy
 * external --option command=…}) runs a process that speaks the external-policy protocol — JSON
 * lines over its standard input and output, versioned, reference in {@code docs/formats.md} — and
 * relays the kernel's decision points, offers and checked actions to it, so that a policy in any
 * language sees what a Java policy sees and is held to the same rules.
 */
package org.valen.external;
