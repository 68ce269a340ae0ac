/**
 * Paper 001's run-time allocators: the proposed {@link org.valen.runtime.paper001.ValEnAdaptOpt}
 * (Algorithm 1 with adaptation) and the baselines of Table I, {@link
 * org.valen.runtime.paper001.ValOpt}, {@link org.valen.runtime.paper001.ValEnSepOpt} and {@link
 * org.valen.runtime.paper001.ValEnJoinOpt}.
 */
package org.valen.runtime.paper001;
