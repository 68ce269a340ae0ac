/**
 * Paper 003's five figures as named experiments ({@link
 * org.valen.papers.paper003.Paper003Experiment}: {@code paper003-fig1} … {@code paper003-fig5}),
 * and the kernel cross-check ({@link org.valen.papers.paper003.KernelPlay}: the algorithm's full
 * allocation played through valen's kernel as {@link org.valen.papers.paper003.AllocationPolicy}).
 */
package org.valen.papers.paper003;
