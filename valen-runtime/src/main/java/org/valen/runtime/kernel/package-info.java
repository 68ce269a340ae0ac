/**
 * The discrete-event kernel: an {@link org.valen.runtime.kernel.EventLoop} of typed {@link
 * org.valen.runtime.kernel.Event}s ordered by (time, priority, insertion order). It knows nothing
 * of HPC; {@link org.valen.runtime.sim} builds the data centre on it.
 */
package org.valen.runtime.kernel;
