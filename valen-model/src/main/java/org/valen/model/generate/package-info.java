/**
 * Seeded generators: {@link org.valen.model.generate.PlatformPresets platforms} (paper 001's Intel
 * Core M nodes, measured RK3399 cores), {@link org.valen.model.generate.CatalogueGenerator
 * catalogues} of DAG jobs in practical {@link org.valen.model.generate.DagShape shapes}, and
 * {@link org.valen.model.generate.WorkloadGenerator month-long workloads} with weekday/daytime peaks.
 * Every generator takes its seed explicitly ({@link org.valen.model.generate.RandomStreams}) and
 * writes it into the output's provenance.
 */
package org.valen.model.generate;
