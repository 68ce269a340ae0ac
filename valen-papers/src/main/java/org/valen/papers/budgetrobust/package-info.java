/**
 * Paper 001's allocator under an energy budget (paper 000's adaptive filter) and with paper 002's
 * robustness threshold, against its parents: preset {@code budget-robust}, scenario {@code
 * paper001-budget-robust}, its findings.
 */
package org.valen.papers.budgetrobust;
