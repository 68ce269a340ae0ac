package org.valen.profit.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.valen.model.exec.MatrixModel;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.profit.Bag;

/**
 * A bag's system in valen's model: machine type j becomes a core type (one P-state, no static
 * power, idle power APC_0j) with one node of M_j cores (a machine is a core); task type i becomes a
 * one-task template in a catalogue whose matrix model holds ETC (null where it cannot run) and APC
 * at that one level. Each task's value curve is 1 until ten years: a bag is paid per bag, so the
 * value only counts the tasks that complete.
 */
public final class BagSystems {
  /** The nominal P-state of every machine type: the matrix model, not the level, sets time and power. */
  static final PState NOMINAL = new PState(1e9, 1.0, 0);
  /** Data rates: independent tasks move no data. */
  static final Interconnect INTERCONNECT = new Interconnect(1e9, 1e9);
  /** Until when a task is worth its value of 1. */
  static final double VALUE_SECONDS = 10 * 365 * 86_400.0;

  private BagSystems() {}

  /** The platform of {@code bag}'s machines. */
  public static Platform platform(Bag bag) {
    List<CoreType> types = new ArrayList<>();
    List<Node> nodes = new ArrayList<>();
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      String id = bag.machineTypes().get(j);
      types.add(new CoreType(id, List.of(NOMINAL), 0, bag.idleWatts(j)));
      nodes.add(Node.of(id + "-machines", id, bag.machines(j)));
    }
    return new Platform(bag.name(), "paper 003 machine types: a machine is a core; APC in the catalogue's matrix,"
        + " idle power as each core type's idle power", types, nodes, INTERCONNECT);
  }

  /** The catalogue of {@code bag}'s task types. */
  public static Catalogue catalogue(Bag bag, Optional<Provenance> provenance) {
    int t = bag.taskTypeCount();
    int m = bag.machineTypeCount();
    double[][][] time = new double[t][m][1];
    double[][][] power = new double[t][m][1];
    List<JobTemplate> templates = new ArrayList<>();
    for (int i = 0; i < t; i++) {
      double sum = 0;
      int n = 0;
      for (int j = 0; j < m; j++) {
        time[i][j][0] = bag.etcSeconds(i, j);
        power[i][j][0] = bag.canRun(i, j) ? bag.apcWatts(i, j) : 0;
        if (bag.canRun(i, j)) {
          sum += bag.etcSeconds(i, j);
          n++;
        }
      }
      String type = bag.taskTypes().get(i);
      templates.add(JobTemplate.builder(type).task("t", type, sum / n)
          .valueCurve(StepCurve.hardDeadline(1, VALUE_SECONDS)).build());
    }
    MatrixModel model = new MatrixModel(bag.taskTypes(), bag.machineTypes(), time, power);
    return new Catalogue(bag.name(), provenance, model, templates);
  }
}
