package org.valen.profit.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;
import org.valen.model.generate.RandomStreams;
import org.valen.profit.Bag;

/**
 * Seeded systems and bags of paper 003's size (see {@link SystemParameters} for every choice).
 *
 * <ol>
 *   <li>ETC by the CVB method: task type i's mean q_i ~ Gamma(shape 1/V_task², scale μ·V_task²); ETC_ij ~
 *       Gamma(shape 1/V_mach², scale q_i·V_mach²): mean q_i, coefficient of variation V_mach.
 *   <li>APC: machine type j's base power B_j ~ U(min, max) W; APC_ij = B_j · (q_i / ETC_ij)^κ · Gamma(mean 1,
 *       CV taskPowerCov).
 *   <li>Idle power APC_0j = idleFraction × the mean of APC_ij over i (section V-C).
 *   <li>Task counts: weights w_i ~ U(minTypeShare, 1); T_i = the tasks × w_i / Σw rounded by largest
 *       remainder (ties: lower index), so the counts sum to exactly the tasks.
 * </ol>
 *
 * Every task type runs on every machine type (the paper's nine machines ran all benchmarks).
 * Machine types are {@code m1 … m9}, task types {@code t01 … t30}; the generator draws from stream
 * {@link #STREAM} of the seed, in the order above.
 */
public final class SystemGenerator {
  /** The random stream of a system within its seed. */
  public static final long STREAM = 3;

  private SystemGenerator() {}

  /** The system and bag of {@code seed}. */
  public static Bag generate(SystemParameters p, long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, STREAM);
    int t = p.taskTypes();
    int m = p.machineTypes();
    double[][] etc = new double[t][m];
    double[] means = new double[t];
    for (int i = 0; i < t; i++) {
      double q = gamma(rng, p.meanEtcSeconds(), p.taskHeterogeneity());
      means[i] = q;
      for (int j = 0; j < m; j++) {
        etc[i][j] = gamma(rng, q, p.machineHeterogeneity());
      }
    }
    double[] base = new double[m];
    for (int j = 0; j < m; j++) {
      base[j] = RandomStreams.uniform(rng, p.minMachineWatts(), p.maxMachineWatts());
    }
    double[][] apc = new double[t][m];
    for (int i = 0; i < t; i++) {
      for (int j = 0; j < m; j++) {
        double speed = means[i] / etc[i][j]; // > 1 where machine type j runs type i faster than its mean
        apc[i][j] = base[j] * Math.pow(speed, p.speedPowerExponent()) * gamma(rng, 1, p.taskPowerCov());
      }
    }
    double[] weights = new double[t];
    for (int i = 0; i < t; i++) {
      weights[i] = RandomStreams.uniform(rng, p.minTypeShare(), 1);
    }
    int[] machines = new int[m];
    Arrays.fill(machines, p.machinesPerType());
    Bag bag = new Bag("paper003-system-" + seed, taskTypeIds(t), machineTypeIds(m),
        largestRemainder(weights, p.tasks()), machines, etc, apc, new double[m]);
    return bag.withIdleFraction(p.idleFraction());
  }

  /** A gamma sample of this mean and coefficient of variation. */
  static double gamma(UniformRandomProvider rng, double mean, double cov) {
    double shape = 1 / (cov * cov);
    return AhrensDieterMarsagliaTsangGammaSampler.of(rng, shape, mean / shape).sample();
  }

  /** Integer counts summing to {@code total}, proportional to {@code weights}, by largest remainder. */
  public static int[] largestRemainder(double[] weights, int total) {
    double sum = Arrays.stream(weights).sum();
    int[] counts = new int[weights.length];
    double[] remainder = new double[weights.length];
    int assigned = 0;
    for (int i = 0; i < weights.length; i++) {
      double exact = total * weights[i] / sum;
      counts[i] = (int) Math.floor(exact);
      remainder[i] = exact - counts[i];
      assigned += counts[i];
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < weights.length; i++) {
      order.add(i);
    }
    order.sort((a, b) -> remainder[a] != remainder[b] ? Double.compare(remainder[b], remainder[a]) : a - b);
    for (int k = 0; k < total - assigned; k++) {
      counts[order.get(k)]++;
    }
    return counts;
  }

  private static List<String> taskTypeIds(int t) {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < t; i++) {
      ids.add(String.format(Locale.ROOT, t < 100 ? "t%02d" : "t%03d", i + 1));
    }
    return ids;
  }

  private static List<String> machineTypeIds(int m) {
    List<String> ids = new ArrayList<>();
    for (int j = 0; j < m; j++) {
      ids.add("m" + (j + 1));
    }
    return ids;
  }
}
