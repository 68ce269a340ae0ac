package org.valen.profit.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Optional;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.JsonOut;
import org.valen.profit.Bag;
import org.valen.profit.FullAllocation;
import org.valen.profit.LpSchedule;
import org.valen.profit.ProfitSolution;

/**
 * A solution as files (never read back): {@code result.json} ({@code "format": "valen.profit-result",
 * "version": 1}: the bounds, the LP's and the full allocation's makespan, energy and power),
 * {@code allocation.csv} (x*_ij and x̂_ij per task type and machine type) and {@code machines.csv}
 * (each machine's tasks and ready time). Numbers as Java prints them: same inputs, same bytes.
 */
public final class ResultFiles {
  public static final String RESULT = "result.json";
  public static final String ALLOCATION = "allocation.csv";
  public static final String MACHINES = "machines.csv";

  private ResultFiles() {}

  /** Writes the three files into {@code folder}. */
  public static void write(Path folder, ProfitSolution s) {
    AtomicFiles.writeText(folder.resolve(RESULT), json(s));
    AtomicFiles.writeText(folder.resolve(ALLOCATION), allocationCsv(s));
    AtomicFiles.writeText(folder.resolve(MACHINES), machinesCsv(s));
  }

  /** {@code result.json}'s text. */
  public static String json(ProfitSolution s) {
    ObjectNode root = JsonOut.object();
    root.put("format", "valen.profit-result");
    root.put("version", 1);
    Bag bag = s.bag();
    root.put("bag", bag.name());
    root.put("tasks", bag.totalTasks());
    root.put("machines", bag.totalMachines());
    ObjectNode economics = root.putObject("economics");
    economics.put("pricePerBag", s.pricePerBag());
    if (s.economics().priceIsRatio()) {
      economics.put("profitRatio", s.economics().profitRatio());
      economics.put("minEnergyJoules", s.minEnergyJoules());
    }
    economics.put("energyCostPerJoule", s.economics().energyCostPerJoule());
    number(economics, "powerCapWatts", s.economics().powerCapWatts());
    economics.put("pue", s.economics().pue());
    economics.put("overheadPerBag", s.economics().overheadPerBag());
    economics.put("idlePowerWatts", bag.totalIdleWatts());
    root.put("processes", s.processes());
    ObjectNode upper = root.putObject("upperBound");
    upper.put("profitPerSecond", s.upperProfitPerSecond());
    upper.put("bagsPerSecond", s.upper().bagsPerSecond());
    upper.put("averagePowerWatts", s.upper().averagePowerWatts());
    s.upper().schedule().ifPresent(lp -> upper.put("makespanSeconds", lp.makespanSeconds())
        .put("energyJoules", lp.energyJoules()));
    ObjectNode lower = root.putObject("lowerBound");
    lower.put("profitPerSecond", s.lowerProfitPerSecond());
    s.lower().ifPresent(a -> lower.put("makespanSeconds", a.makespanSeconds()).put("energyJoules", a.energyJoules())
        .put("averagePowerWatts", a.energyJoules() / a.makespanSeconds()).put("stretchedForCap", a.stretchedForCap()));
    s.full().ifPresent(f -> lower.put("allocationMakespanSeconds", f.makespanSeconds())
        .put("allocationEnergyJoules", f.energyJoules()));
    root.put("relativeGap", s.relativeGap());
    return JsonOut.toText(root);
  }

  private static void number(ObjectNode o, String field, double value) {
    if (Double.isFinite(value)) {
      o.put(field, value);
    } else {
      o.putNull(field);
    }
  }

  /** {@code allocation.csv}: one row per task type × machine type that can run it. */
  public static String allocationCsv(ProfitSolution s) {
    Bag bag = s.bag();
    Optional<LpSchedule> lp = s.upper().schedule();
    StringBuilder out = new StringBuilder("task_type,machine_type,etc_s,apc_w,lp_tasks,tasks\n");
    for (int i = 0; i < bag.taskTypeCount(); i++) {
      for (int j = 0; j < bag.machineTypeCount(); j++) {
        if (!bag.canRun(i, j)) {
          continue;
        }
        int ii = i;
        int jj = j;
        out.append(bag.taskTypes().get(i)).append(',').append(bag.machineTypes().get(j)).append(',')
            .append(bag.etcSeconds(i, j)).append(',').append(bag.apcWatts(i, j)).append(',')
            .append(lp.map(l -> Double.toString(l.x()[ii][jj])).orElse("0")).append(',')
            .append(s.full().map(f -> f.rounded(ii, jj)).orElse(0)).append('\n');
      }
    }
    return out.toString();
  }

  /** {@code machines.csv}: one row per machine, with its tasks in the order it runs them. */
  public static String machinesCsv(ProfitSolution s) {
    StringBuilder out = new StringBuilder("machine_type,machine,tasks,ready_s,task_types\n");
    if (s.full().isEmpty()) {
      return out.toString();
    }
    FullAllocation f = s.full().get();
    Bag bag = s.bag();
    for (int j = 0; j < bag.machineTypeCount(); j++) {
      int[] order = f.executionOrder(j);
      for (int m = 0; m < bag.machines(j); m++) {
        int tasks = 0;
        StringBuilder types = new StringBuilder();
        for (int i : order) {
          int n = f.tasks(j, m, i);
          if (n > 0) {
            tasks += n;
            types.append(types.length() == 0 ? "" : " ").append(bag.taskTypes().get(i)).append('x').append(n);
          }
        }
        out.append(bag.machineTypes().get(j)).append(',').append(m).append(',').append(tasks).append(',')
            .append(f.readySeconds(j, m)).append(',').append(types).append('\n');
      }
    }
    return out.toString();
  }
}
