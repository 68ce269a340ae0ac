/** The options of the commands that run an experiment, declared once for {@code valen} and {@code valen-spark}. */
package org.valen.experiments.cli;
