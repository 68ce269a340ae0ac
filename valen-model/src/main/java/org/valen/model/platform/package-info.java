/**
 * Platforms: {@link org.valen.model.platform.Platform nodes} of {@link
 * org.valen.model.platform.CoreType core types} whose {@link org.valen.model.platform.PState v/f
 * levels} trade speed for power. Units are in the names: hertz, volts, watts, bytes per second.
 */
package org.valen.model.platform;
