/**
 * The search for one job and one core budget: the genome ({@link
 * org.valen.profiler.search.AllocationSolution}) and jMetal problem ({@link
 * org.valen.profiler.search.AllocationProblem}) over the model's schedule decoder, seeded
 * operators, jMetal's NSGA-II with a given initial population and an early stop, the {@link
 * org.valen.profiler.search.ParetoArchive} of every evaluated point, and a local polish of the
 * minimum-product point. Nothing here touches jMetal's global random generator.
 */
package org.valen.profiler.search;
