/**
 * {@code valen experiment paper001-sensitivity}: ValEnAdaptOpt's margin over ValEnJoinOpt, paired by
 * seed, across the settings paper 001 leaves open, one factor at a time from the documented
 * default ({@link org.valen.experiments.sensitivity.SensitivitySetting}).
 */
package org.valen.experiments.sensitivity;
