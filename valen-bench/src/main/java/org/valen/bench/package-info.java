/**
 * Benchmarks, never run by {@code mvn verify}: the JMH micro-benchmarks ({@link
 * org.valen.bench.DecoderBenchmark}) and the profiler's quality and speed benchmarks ({@link
 * org.valen.bench.ProfilerBench}). Both come in {@code valen-bench/target/benchmarks.jar}.
 */
package org.valen.bench;
