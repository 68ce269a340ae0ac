package org.valen.papers.paper003;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.profit.FullAllocation;
import org.valen.profit.io.BagSystems;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * The check that paper 003's formulas and valen's kernel agree: a full allocation is played as
 * {@link AllocationPolicy} on the same bag, every task arriving at time 0, with exact execution
 * times; the kernel's makespan (its last task's finish) and energy (busy and idle, every core from
 * time 0 to the makespan) are then the allocation's own MS and E: the kernel's run ends when its
 * last task finishes, so its total energy is E as it stands.
 */
public final class KernelPlay {
  private KernelPlay() {}

  /**
   * What the kernel measured.
   *
   * @param makespanSeconds the latest finish of a task in the kernel
   * @param energyJoules every core's energy up to then, idle included
   * @param finished tasks that finished (every task of the bag if all went well)
   */
  public record Measured(double makespanSeconds, double energyJoules, long finished) {
    /** The larger relative difference of makespan and energy from the allocation's. */
    public double relativeDifference(FullAllocation a) {
      return Math.max(Math.abs(makespanSeconds - a.makespanSeconds()) / a.makespanSeconds(),
          Math.abs(energyJoules - a.energyJoules()) / a.energyJoules());
    }
  }

  /** Plays {@code allocation} on the platform and catalogue {@link BagSystems} makes of its bag. */
  public static Measured play(FullAllocation allocation) {
    return play(allocation, BagSystems.platform(allocation.bag()), BagSystems.catalogue(allocation.bag(),
        Optional.empty()), allocation.bag().taskTypes());
  }

  /**
   * Plays {@code allocation} on {@code platform} and {@code catalogue} (those of a {@code valen.bag}
   * file), task type i being template {@code templates.get(i)}.
   */
  public static Measured play(FullAllocation allocation, Platform platform, Catalogue catalogue,
      List<String> templates) {
    List<Arrival> arrivals = new ArrayList<>();
    for (int i = 0; i < templates.size(); i++) {
      String template = templates.get(i);
      for (int k = 0; k < allocation.bag().tasks(i); k++) {
        arrivals.add(new Arrival(String.format(Locale.ROOT, "%s-%d", template, k), template, 0,
            catalogue.template(template).valueCurve()));
      }
    }
    Workload workload = new Workload(catalogue.name(), Optional.empty(), allocation.makespanSeconds() + 1, arrivals);
    SimulationSettings exact = SimulationSettings.defaults().withVariability(Variability.none());
    SimulationResult r = Simulation.run(platform, catalogue, workload, new AllocationPolicy(allocation, templates),
        exact);
    double makespan = r.jobs().stream().mapToDouble(JobRecord::finishSeconds).max().orElse(0);
    return new Measured(makespan, r.totalEnergyJoules(), r.count(JobStatus.COMPLETED));
  }
}
