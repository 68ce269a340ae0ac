/** The external-policy protocol's speed: {@link org.valen.external.bench.ProtocolBench}, its cost per decision point. */
package org.valen.external.bench;
