/**
 * Paper 003 (Tarplee, Maciejewski, Siegel: energy-aware profit maximizing scheduling of bags of
 * tasks on heterogeneous systems), each part in the class that reads like it: {@link
 * org.valen.profit.Bag} (T_i, M_j, ETC, APC, APC_0), {@link org.valen.profit.LowerBoundLp} (LP 5),
 * {@link org.valen.profit.MaxProfitLp} (LP 10 after the substitution of Eq. 8), {@link
 * org.valen.profit.Rounding} (Algorithm 1), {@link org.valen.profit.LptAssignment} (Algorithm 2),
 * {@link org.valen.profit.MaxProfit} (section IV: upper and lower bounds), {@link
 * org.valen.profit.ParetoFront} (weighted sums), {@link org.valen.profit.FeasibleRegion} (Fig. 5),
 * {@link org.valen.profit.ProfitRate} (Eq. 1, 11, 12) and {@link org.valen.profit.Economics}.
 */
package org.valen.profit;
