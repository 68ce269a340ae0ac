/**
 * The domain model shared by every part of valen: platforms of DVFS cores ({@link
 * org.valen.model.platform}), DAG jobs and workloads ({@link org.valen.model.job}), value curves
 * ({@link org.valen.model.value}), execution models ({@link org.valen.model.exec}), energy
 * accounting ({@link org.valen.model.energy}), design-time profiles ({@link
 * org.valen.model.profile}), workload generators ({@link org.valen.model.generate}) and the JSON
 * file formats ({@link org.valen.model.io}).
 */
package org.valen.model;
