/**
 * Execution models: how long a task runs and what power it draws on a core type at a v/f level.
 * {@link org.valen.model.exec.ScaledReferenceModel} for paper 001, {@link
 * org.valen.model.exec.MatrixModel} (ETC/APC) for papers 000, 003 and 004, and {@link
 * org.valen.model.exec.StochasticExecutionModel} with {@link org.valen.model.exec.DiscretePmf} for
 * paper 002's random times.
 */
package org.valen.model.exec;
