/**
 * The profiler's exact step: the shortest schedule of a job on {@code k} identical cores at the
 * fastest level, by OR-Tools CP-SAT ({@link org.valen.profiler.exact.MinimumMakespan}) on task and
 * communication times in whole units ({@link org.valen.profiler.exact.IntegerTimes}), with a proven
 * lower bound; {@link org.valen.profiler.exact.ShortestSchedule} runs it after the randomized list
 * search and hands the shorter of the two to NSGA-II as a seed.
 */
package org.valen.profiler.exact;
