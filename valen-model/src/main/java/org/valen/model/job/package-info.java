/**
 * Work: {@link org.valen.model.job.JobTemplate job templates} (DAGs of {@link
 * org.valen.model.job.Task tasks} joined by data-carrying {@link org.valen.model.job.DataEdge
 * edges}) grouped in a {@link org.valen.model.job.Catalogue catalogue}, and a {@link
 * org.valen.model.job.Workload workload} of {@link org.valen.model.job.Arrival arrivals} that
 * instantiate them, each with its own value curve.
 */
package org.valen.model.job;
