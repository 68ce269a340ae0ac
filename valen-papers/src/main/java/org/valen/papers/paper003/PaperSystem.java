package org.valen.papers.paper003;

import java.util.List;
import java.util.Locale;
import org.valen.profit.Bag;
import org.valen.profit.LpSchedule;
import org.valen.profit.ParetoFront;
import org.valen.profit.generate.SystemGenerator;
import org.valen.profit.generate.SystemParameters;

/**
 * The system of paper 003's section V in our experiments: the generator's paper-size system of
 * seed 1 (the bundled bag: 9 × 40 machines, 30 task types, 11,000 tasks), with no idle power
 * (section V-B) or 5 % (section V-C), and c = 1 per joule.
 */
final class PaperSystem {
  static final long SEED = 1;
  /** Section V-C's idle power: 5 % of each machine type's mean APC. */
  static final double IDLE_FRACTION = 0.05;
  /** Fig. 1's power cap. */
  static final double CAP_WATTS = 55_000;
  /** The most front vertices we look for (the seed-1 fronts have far fewer). */
  static final int FRONT_POINTS = 500;

  private PaperSystem() {}

  static Bag bag(boolean idle) {
    return SystemGenerator.generate(SystemParameters.paper003().withIdleFraction(idle ? IDLE_FRACTION : 0), SEED);
  }

  static String describe(boolean idle) {
    return String.format(Locale.ROOT, "System and bag: `valen profit generate --seed %d%s` (9 machine types × 40"
        + " machines, 30 task types, 11,000 tasks; ETC by the CVB method), c = 1 per joule, p = γ·c·E_min.", SEED,
        idle ? " --idle-fraction " + IDLE_FRACTION : "");
  }

  /** Whether LP point (energy, makespan) lies on the front's polyline (within a relative 1e-6). */
  static boolean onFront(List<ParetoFront.Point> front, double energy, double makespan) {
    double tolerance = 1e-6;
    ParetoFront.Point first = front.get(0);
    ParetoFront.Point last = front.get(front.size() - 1);
    if (makespan < first.makespanSeconds() * (1 - tolerance) || makespan > last.makespanSeconds() * (1 + tolerance)) {
      return false;
    }
    for (int k = 0; k + 1 < front.size(); k++) {
      LpSchedule a = front.get(k).schedule();
      LpSchedule b = front.get(k + 1).schedule();
      if (makespan <= b.makespanSeconds() * (1 + tolerance)) {
        double t = b.makespanSeconds() == a.makespanSeconds() ? 0
            : Math.min(1, Math.max(0, (makespan - a.makespanSeconds()) / (b.makespanSeconds() - a.makespanSeconds())));
        double frontEnergy = a.energyJoules() + t * (b.energyJoules() - a.energyJoules());
        return energy <= frontEnergy * (1 + tolerance);
      }
    }
    return front.size() == 1 && energy <= first.energyJoules() * (1 + tolerance);
  }
}
