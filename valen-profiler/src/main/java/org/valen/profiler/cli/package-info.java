/**
 * The profiler's options on a command line, declared once for {@code valen profile} and {@code
 * valen-spark profile} ({@link org.valen.profiler.cli.ProfilerArguments}).
 */
package org.valen.profiler.cli;
