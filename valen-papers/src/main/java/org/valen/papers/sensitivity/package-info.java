/**
 * {@code valen experiment paper001-sensitivity}: ValEnAdaptOpt's margin over ValEnJoinOpt, paired by
 * seed, across the settings paper 001 leaves open, one factor at a time from the documented default
 * ({@link org.valen.papers.sensitivity.SensitivitySetting}), as a scenario on the preset {@link
 * org.valen.papers.sensitivity.SensitivityPreset} with its report section.
 */
package org.valen.papers.sensitivity;
