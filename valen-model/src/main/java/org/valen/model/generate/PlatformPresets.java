package org.valen.model.generate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;

/**
 * The platforms valen ships. Where each number comes from is said here and in the model README.
 */
public final class PlatformPresets {
  /** Intra-node data rate: shared memory, 10 GB/s. */
  public static final double CORE_TO_CORE_BYTES_PER_SECOND = 10e9;
  /** Inter-node data rate: 10 Gbit/s Ethernet, 1.25 GB/s. */
  public static final double NODE_TO_NODE_BYTES_PER_SECOND = 1.25e9;

  /** Frequencies of the Core M levels, fastest first, in the Core M-5Y71's 0.5–2.0 GHz range. */
  static final double[] CORE_M_GIGAHERTZ = {2.0, 1.7, 1.4, 1.1, 0.8, 0.5};
  /** Voltages of the Core M levels, spaced evenly over 1.00–0.70 V. */
  static final double[] CORE_M_VOLTS = {1.00, 0.94, 0.88, 0.82, 0.76, 0.70};
  /** Dynamic power of one Core M core at the fastest level. */
  static final double CORE_M_TOP_DYNAMIC_WATTS = 1.5;
  /** Static (leakage) power of one Core M core. */
  static final double CORE_M_STATIC_WATTS = 0.25;

  private PlatformPresets() {}

  /**
   * The core of paper 001: an Intel Core M core with 6 v/f levels. Intel publishes the frequency
   * range, not per-level voltages or powers, so the levels are derived: six frequencies spread over
   * 0.5–2.0 GHz, voltages spread evenly over 0.70–1.00 V (the range of Broadwell-Y VIDs), dynamic
   * power {@code P = C·V²·f} with {@code C} chosen so that the fastest level draws 1.5 W (a third
   * of the 4.5 W package TDP per core), and 0.25 W static power per core. With these numbers the
   * level that costs the least energy per unit of work is the fourth (1.1 GHz), and the fastest
   * level has the smallest time × energy of a single task: the trade-off paper 001 optimizes.
   */
  public static CoreType intelCoreM() {
    double capacitance = CORE_M_TOP_DYNAMIC_WATTS / (square(CORE_M_VOLTS[0]) * CORE_M_GIGAHERTZ[0] * 1e9);
    List<PState> levels = new ArrayList<>();
    for (int i = 0; i < CORE_M_GIGAHERTZ.length; i++) {
      double hertz = CORE_M_GIGAHERTZ[i] * 1e9;
      double watts = capacitance * square(CORE_M_VOLTS[i]) * hertz;
      levels.add(new PState(hertz, CORE_M_VOLTS[i], round(watts)));
    }
    return CoreType.of("intel-core-m", levels, CORE_M_STATIC_WATTS);
  }

  /** Paper 001's platform: {@code nodes} nodes of {@code coresPerNode} Core M cores. */
  public static Platform paper001(int nodes, int coresPerNode) {
    return homogeneous("paper001", intelCoreM(), nodes, coresPerNode,
        "Paper 001: nodes of homogeneous Intel Core M cores with 6 v/f levels derived from"
            + " P = C V^2 f (see PlatformPresets.intelCoreM)");
  }

  /**
   * A Cortex-A72 core of the Rockchip RK3399 from measured tables: the operating points (frequency,
   * nominal voltage) of {@code rk3399-opp.dtsi} and the per-core busy power of the Linux
   * energy-aware-scheduling model {@code rk3399-sched-energy.dtsi} (values in mW). Static power is
   * the core's idle (WFI) cost, 24 mW; dynamic power is busy power minus that, so a busy core draws
   * exactly the measured busy power. The cluster's shared power is left out. Only operating points
   * that both tables list are used (408–1800 MHz, 8 levels).
   */
  public static CoreType rk3399CortexA72() {
    Map<Integer, Double> volts = new TreeMap<>();
    for (String[] row : csv("rk3399_opp_voltages.csv")) {
      if (row[0].equals("big")) {
        volts.put(Integer.parseInt(row[1]), Double.parseDouble(row[2]) / 1e6);
      }
    }
    double idleWatts = 0.024;
    List<PState> levels = new ArrayList<>();
    for (String[] row : csv("eas_energy_model_arm.csv")) {
      if (row[0].equals("RK3399") && row[2].equals("Cortex-A72")) {
        int megahertz = Integer.parseInt(row[3]);
        if (volts.containsKey(megahertz)) {
          double busyWatts = Double.parseDouble(row[5]) / 1000;
          levels.add(new PState(megahertz * 1e6, volts.get(megahertz), round(busyWatts - idleWatts)));
        }
      }
    }
    levels.sort(Comparator.comparingDouble(PState::frequencyHertz).reversed());
    return CoreType.of("rk3399-cortex-a72", levels, idleWatts);
  }

  /** {@code nodes} nodes of {@code coresPerNode} RK3399 Cortex-A72 cores. */
  public static Platform rk3399(int nodes, int coresPerNode) {
    return homogeneous("rk3399", rk3399CortexA72(), nodes, coresPerNode,
        "Nodes of RK3399 Cortex-A72 cores; v/f levels from measured tables (rk3399-opp.dtsi,"
            + " rk3399-sched-energy.dtsi; see PlatformPresets.rk3399CortexA72)");
  }

  /**
   * {@code count} nodes {@code node-1 …} of {@code cores} cores of one type, named {@code
   * prefix-<count>x<cores>}, with the default interconnect.
   */
  public static Platform homogeneous(String prefix, CoreType core, int count, int cores, String description) {
    List<Node> nodes = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      nodes.add(Node.of("node-" + i, core.id(), cores));
    }
    return new Platform(prefix + "-" + count + "x" + cores, description, List.of(core), nodes,
        new Interconnect(CORE_TO_CORE_BYTES_PER_SECOND, NODE_TO_NODE_BYTES_PER_SECOND));
  }

  /** Data rows of a bundled CSV: comment lines ({@code #}) and the header skipped. */
  private static List<String[]> csv(String name) {
    String resource = "/org/valen/model/data/" + name;
    try (InputStream in = PlatformPresets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing bundled table " + resource);
      }
      List<String[]> rows = new ArrayList<>();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      boolean header = true;
      for (String line; (line = reader.readLine()) != null; ) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        if (header) {
          header = false;
          continue;
        }
        rows.add(line.split(","));
      }
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static double square(double x) {
    return x * x;
  }

  /** Rounds watts to 0.1 mW so that files show readable numbers. */
  private static double round(double watts) {
    return Math.round(watts * 1e4) / 1e4;
  }
}
