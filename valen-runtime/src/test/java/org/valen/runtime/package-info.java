/**
 * The test helpers of valen-runtime's test jar ({@code org.valen:valen-runtime:test-jar}), for the
 * tests of policies of one's own: {@link org.valen.runtime.PolicyContract} (the invariants every
 * policy keeps, on paper 001's scenario by default; extend it), {@link
 * org.valen.runtime.RecordingTrace} (every task piece and power change of a run), {@link
 * org.valen.runtime.TestProfiles} (quick design-time profiles, no profiler needed) and {@link
 * org.valen.runtime.TinyWorlds} (a hand-made heterogeneous platform with an ETC/APC matrix, and
 * policies from lambdas). Paper 000's trials are in valen-hc's test jar
 * ({@code org.valen.hc.paper000.Paper000Contract}).
 */
package org.valen.runtime;
