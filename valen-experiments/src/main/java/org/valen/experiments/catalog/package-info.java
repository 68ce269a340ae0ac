/**
 * The experiments the papers' modules (and plug-ins) contribute, found by {@link
 * java.util.ServiceLoader}: {@link org.valen.experiments.catalog.ExperimentProvider} and the
 * {@link org.valen.experiments.catalog.ExperimentCatalog} of all of them.
 */
package org.valen.experiments.catalog;
