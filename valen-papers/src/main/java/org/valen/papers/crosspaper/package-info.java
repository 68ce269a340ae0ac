/**
 * The cross-paper table ({@code valen experiment cross-paper}): every registered policy — the
 * papers' and a user's own — on every bundled workload, or the one-line reason it cannot serve it.
 */
package org.valen.papers.crosspaper;
