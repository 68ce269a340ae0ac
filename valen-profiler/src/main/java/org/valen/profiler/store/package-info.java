/**
 * Profiling whole catalogues into a folder of JSON profiles: the {@link
 * org.valen.profiler.store.ProfileTarget} check (one core type the model can run),
 * the {@link org.valen.profiler.store.ProfileStore} (one file per template, source hash, atomic
 * writes, up-to-date files skipped) and the parallel, deterministic {@link
 * org.valen.profiler.store.CatalogueProfiler}.
 */
package org.valen.profiler.store;
