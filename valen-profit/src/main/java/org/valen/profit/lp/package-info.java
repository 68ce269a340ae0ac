/**
 * Linear programs and their solvers: {@link org.valen.profit.lp.LinearProgram} (minimize c·v, rows
 * = and ≤, v ≥ 0), {@link org.valen.profit.lp.LpSolver} and ojAlgo's simplex behind it ({@link
 * org.valen.profit.lp.OjAlgoSolver}). Only this package sees the solver library.
 */
package org.valen.profit.lp;
