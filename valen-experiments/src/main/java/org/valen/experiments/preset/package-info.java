/**
 * Setup presets: how an experiment's setup and a seed become the platform, catalogue, workload and
 * kernel settings of a run ({@link org.valen.experiments.preset.SetupPreset}); every preset is
 * listed in {@link org.valen.experiments.preset.SetupPresets}.
 */
package org.valen.experiments.preset;
