/**
 * Benchmarks, never run by {@code mvn verify}: the JMH micro-benchmarks ({@link
 * org.valen.bench.DecoderBenchmark}), the profiler's quality and speed benchmarks ({@link
 * org.valen.bench.ProfilerBench}), and the heavy imported log of {@code scripts/swf-case.sh} ({@link
 * org.valen.bench.HeavySwfLog}). All come in {@code valen-bench/target/benchmarks.jar}.
 */
package org.valen.bench;
