/** A small preset, provider and scenario for the pipeline's tests. */
package org.valen.experiments.testkit;
