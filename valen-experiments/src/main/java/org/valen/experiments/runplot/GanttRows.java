package org.valen.experiments.runplot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;

/**
 * The rows of a Gantt chart: every core of the platform, idle ones included, node by node (cores
 * numbered globally in the platform's node order, as {@code tasks.csv} numbers them); beyond {@code
 * maxRows} cores, {@code coresPerRow} neighbouring cores of a node share a row. Without the
 * platform, the cores that ran something in the window.
 */
final class GanttRows {
  /** One row: the node it belongs to, its first and last core within that node, whether a node starts here. */
  record Row(String node, int firstCore, int lastCore, boolean nodeStart) {
    /** "0" or "4–7": the node's cores the row stands for. */
    String cores() {
      return firstCore == lastCore ? String.valueOf(firstCore) : firstCore + "–" + lastCore;
    }
  }

  private final List<Row> rows = new ArrayList<>();
  private final Map<Integer, Integer> rowOfCore = new HashMap<>();
  private final int coresPerRow;
  private final int cores;

  private GanttRows(LinkedHashMap<String, List<Integer>> coresOfNode, int maxRows) {
    this.cores = coresOfNode.values().stream().mapToInt(List::size).sum();
    this.coresPerRow = Math.max(1, (cores + maxRows - 1) / Math.max(1, maxRows));
    coresOfNode.forEach((node, global) -> {
      for (int local = 0; local < global.size(); local += coresPerRow) {
        int last = Math.min(global.size(), local + coresPerRow) - 1;
        rows.add(new Row(node, local, last, local == 0));
        for (int k = local; k <= last; k++) {
          rowOfCore.put(global.get(k), rows.size() - 1);
        }
      }
    });
  }

  /** Every core of {@code platform}, or, without it, the cores of {@code pieces}. */
  static GanttRows of(Optional<Platform> platform, List<TaskPiece> pieces, int maxRows) {
    LinkedHashMap<String, List<Integer>> coresOfNode = new LinkedHashMap<>();
    if (platform.isPresent()) {
      int core = 0;
      for (Node n : platform.get().nodes()) {
        List<Integer> global = new ArrayList<>();
        for (int k = 0; k < n.cores(); k++) {
          global.add(core++);
        }
        coresOfNode.put(n.id(), global);
      }
    } else {
      TreeMap<Integer, String> nodeOfCore = new TreeMap<>();
      pieces.forEach(p -> nodeOfCore.put(p.core(), p.node()));
      nodeOfCore.forEach((core, node) -> coresOfNode.computeIfAbsent(node, n -> new ArrayList<>()).add(core));
    }
    return new GanttRows(coresOfNode, maxRows);
  }

  List<Row> rows() {
    return rows;
  }

  /** The row of global core {@code core}; a core the platform lacks is an error in the run's files. */
  int rowOf(TaskPiece p) {
    Integer row = rowOfCore.get(p.core());
    if (row == null) {
      throw new IllegalArgumentException("tasks.csv names core " + p.core() + " of node " + p.node()
          + ", which the platform lacks; expected the platform the run ran on (give --platform)");
    }
    return row;
  }

  int coresPerRow() {
    return coresPerRow;
  }

  /** Cores drawn. */
  int cores() {
    return cores;
  }
}
