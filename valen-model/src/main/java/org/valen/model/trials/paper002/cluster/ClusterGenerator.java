package org.valen.model.trials.paper002.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;

/**
 * Draws paper 002's cluster (section 6) from a seed, node by node: processors, cores per processor,
 * ε(i), then the P-states — the time multiplier of each P-state, each one 15–25 % slower than the
 * one above; the P0 power U(125, 135) W; the lowest and highest voltages, linearly interpolated in
 * between; and the power of each P-state by Eq. 7, P = A·C_L·V²·f with A·C_L fixed by P0.
 */
public final class ClusterGenerator {
  private ClusterGenerator() {}

  public static Cluster generate(ClusterParameters p, long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, 21);
    List<CoreType> types = new ArrayList<>();
    List<Node> nodes = new ArrayList<>();
    double[][] multipliers = new double[p.nodes()][];
    for (int i = 0; i < p.nodes(); i++) {
      int processors = 1 + rng.nextInt(p.maxProcessors());
      int coresPerProcessor = 1 + rng.nextInt(p.maxCoresPerProcessor());
      double efficiency = RandomStreams.uniform(rng, p.minEfficiency(), p.maxEfficiency());
      multipliers[i] = timeMultipliers(p, rng);
      String id = String.format(Locale.ROOT, "node%d", i + 1);
      types.add(coreType(id + "-core", p, multipliers[i], rng));
      nodes.add(new Node(id, id + "-core", processors * coresPerProcessor, processors, efficiency));
    }
    Platform platform = new Platform("paper002-cluster", "paper 002's cluster (Young et al., section 6), drawn with"
        + " seed " + seed + ": nodes of 1-4 processors of 1-4 cores, five P-states, power by Eq. 7",
        types, nodes, new Interconnect(1e10, 1e9));
    return new Cluster(platform, multipliers);
  }

  /** 1 for P0, then each P-state's time × (1 + U(minSpeedUp, maxSpeedUp)) of the one above. */
  private static double[] timeMultipliers(ClusterParameters p, UniformRandomProvider rng) {
    double[] m = new double[p.pStates()];
    m[0] = 1;
    for (int k = 1; k < m.length; k++) {
      m[k] = m[k - 1] * (1 + RandomStreams.uniform(rng, p.minSpeedUp(), p.maxSpeedUp()));
    }
    return m;
  }

  /** Eq. 7 with the voltages interpolated from P0's to the lowest P-state's, frequency ∝ 1 / time multiplier. */
  private static CoreType coreType(String id, ClusterParameters p, double[] multipliers, UniformRandomProvider rng) {
    double highPower = RandomStreams.uniform(rng, p.minHighPowerWatts(), p.maxHighPowerWatts());
    double lowVoltage = RandomStreams.uniform(rng, p.minLowVoltage(), p.maxLowVoltage());
    double highVoltage = RandomStreams.uniform(rng, p.minHighVoltage(), p.maxHighVoltage());
    int last = multipliers.length - 1;
    List<PState> levels = new ArrayList<>();
    for (int k = 0; k <= last; k++) {
      double voltage = highVoltage + (lowVoltage - highVoltage) * k / last;
      double frequencyRatio = 1 / multipliers[k];
      double power = highPower * (voltage / highVoltage) * (voltage / highVoltage) * frequencyRatio;
      levels.add(new PState(p.highFrequencyHertz() * frequencyRatio, voltage, power));
    }
    double idle = levels.get(last).dynamicPowerWatts();
    return new CoreType(id, levels, 0, idle);
  }
}
