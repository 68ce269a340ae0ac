/**
 * Paper 002's cluster (Young et al., sections 3.1 and 6): nodes → multicore processors → cores,
 * five P-states per core with node-level power μ(i, π) (Eq. 7) and power-supply efficiency ε(i),
 * drawn by {@link org.valen.model.trials.paper002.cluster.ClusterGenerator} as a valen {@link
 * org.valen.model.platform.Platform}.
 */
package org.valen.model.trials.paper002.cluster;
