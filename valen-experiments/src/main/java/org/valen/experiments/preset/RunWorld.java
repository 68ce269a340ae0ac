package org.valen.experiments.preset;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.valen.model.job.Workload;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Everything one run of an experiment simulates but the policy, and how the run is measured.
 *
 * @param system platform and catalogue
 * @param workload the arrivals
 * @param settings the kernel's settings (seed, variability of actual times, stop time, …)
 * @param setupOptions policy options the setup gives, each only to the policies that take it (e.g.
 *     {@code checkpointSeconds}, or paper 000's day); a policy's own options win
 * @param measure what a run in this world measures: the cells of its row of {@code runs.csv}
 */
public record RunWorld(RunSystem system, Workload workload, SimulationSettings settings,
    Map<String, String> setupOptions, RunMeasure measure) {
  public RunWorld {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(workload, "workload");
    Objects.requireNonNull(settings, "settings");
    setupOptions = Map.copyOf(new TreeMap<>(setupOptions));
    Objects.requireNonNull(measure, "measure");
  }
}
