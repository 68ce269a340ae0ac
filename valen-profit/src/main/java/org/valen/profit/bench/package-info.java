/**
 * The speed of paper 003's algorithm ({@link org.valen.profit.bench.ProfitBenchmark}), run by {@code
 * valen profit bench}; never by the tests.
 */
package org.valen.profit.bench;
