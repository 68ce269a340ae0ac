/**
 * Files of a run: {@link org.valen.runtime.output.RunFiles} writes {@code jobs.csv}, {@code
 * energy.csv} and {@code summary.json}; {@link org.valen.runtime.output.TaskTrace} records the
 * schedule with its v/f levels.
 */
package org.valen.runtime.output;
