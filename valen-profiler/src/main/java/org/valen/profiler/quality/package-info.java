/**
 * The profiler's quality yardsticks: {@link org.valen.profiler.quality.QualityComparison} of the
 * minimum time × energy against the exhaustive oracle (small jobs) and against much longer runs
 * (10-task jobs), as {@link org.valen.profiler.quality.Gap}s summarized by {@link
 * org.valen.profiler.quality.GapSummary}. Used by the benchmarks in {@code valen-bench} and by
 * the profiler's integration test.
 */
package org.valen.profiler.quality;
