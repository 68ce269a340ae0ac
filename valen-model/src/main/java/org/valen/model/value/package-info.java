/**
 * Value curves: what a job earns as a monotonically non-increasing function of its completion time
 * since arrival — paper 001's {@link org.valen.model.value.SoftDeadlineCurve soft deadline}, hard
 * deadlines and staircases ({@link org.valen.model.value.StepCurve}), and {@link
 * org.valen.model.value.PiecewiseLinearCurve piecewise-linear} curves.
 */
package org.valen.model.value;
