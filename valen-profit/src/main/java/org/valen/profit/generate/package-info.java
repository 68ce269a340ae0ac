/**
 * Seeded systems and bags of paper 003's size: {@link org.valen.profit.generate.SystemGenerator} (ETC by
 * the CVB method, APC around machine base powers, task counts), {@link
 * org.valen.profit.generate.BagSampler} (random bags from a system's task type distribution).
 */
package org.valen.profit.generate;
