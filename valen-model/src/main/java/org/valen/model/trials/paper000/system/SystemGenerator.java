package org.valen.model.trials.paper000.system;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;

/**
 * Generates paper 000's heterogeneous systems (section IV-C).
 *
 * <ol>
 *   <li>Machine types: the general-purpose ones first, then the special-purpose ones; machines are
 *       numbered type by type.
 *   <li>Task types: the general-purpose ones first; each special-purpose task type is special for
 *       exactly one special-purpose machine type, which gets between the minimum and maximum
 *       number of them (the paper's 3–5, 17 in all), at random.
 *   <li>ETC at P-state 0 by the COV method (Ali et al., the paper's ref. [22]): a task type's mean
 *       q is gamma(general mean, task COV); its ETC on each general-purpose machine type is
 *       gamma(q, machine COV); on its own special machine type gamma(q / speed-up, machine COV);
 *       it cannot run (+∞) on other special machine types, nor can a general task type run on any.
 *   <li>Dynamic power at P-state 0 by the same method around the mean dynamic power.
 *   <li>P-state k: dynamic power × fraction_k; time × a gamma factor of mean 1/√fraction_k, drawn
 *       again until above 1 so that P-state 0 is always the fastest. APC = static + dynamic.
 * </ol>
 */
public final class SystemGenerator {
  /** The random stream of the system within a trial's seed. */
  public static final long STREAM = 1;

  private SystemGenerator() {}

  public static HcSystem generate(SystemParameters p, long seed) {
    UniformRandomProvider rng = RandomStreams.create(seed, STREAM);
    int general = p.generalMachineCounts().size();
    int machineTypes = p.machineTypes();
    int taskTypes = p.taskTypes();
    int levels = p.pStates();
    List<String> machineTypeIds = new ArrayList<>();
    for (int j = 0; j < machineTypes; j++) {
      machineTypeIds.add(j < general ? "mg" + (j + 1) : "ms" + (j - general + 1));
    }
    List<String> taskTypeIds = new ArrayList<>();
    for (int i = 0; i < taskTypes; i++) {
      taskTypeIds.add(i < p.generalTaskTypes()
          ? String.format(Locale.ROOT, "tg%02d", i + 1)
          : String.format(Locale.ROOT, "ts%02d", i - p.generalTaskTypes() + 1));
    }
    int[] specialOf = specialAssignment(p, rng);
    double[][][] time = new double[taskTypes][machineTypes][levels];
    double[][][] power = new double[taskTypes][machineTypes][levels];
    for (int i = 0; i < taskTypes; i++) {
      double meanSeconds = Gammas.sample(rng, p.generalMeanSeconds(), p.taskCov());
      double meanWatts = Gammas.sample(rng, p.meanDynamicPowerWatts(), p.powerTaskCov());
      for (int j = 0; j < machineTypes; j++) {
        boolean runs = j < general || specialOf[i] == j;
        if (!runs) {
          Arrays.fill(time[i][j], Double.POSITIVE_INFINITY);
          continue;
        }
        double etc = Gammas.sample(rng, j < general ? meanSeconds : meanSeconds / p.specialSpeedup(), p.machineCov());
        double dynamic = Gammas.sample(rng, meanWatts, p.powerMachineCov());
        for (int k = 0; k < levels; k++) {
          double fraction = p.pStatePowerFractions().get(k);
          double factor = k == 0 ? 1 : Gammas.sampleAbove(rng, 1 / Math.sqrt(fraction), p.pStateTimeCov(), 1);
          time[i][j][k] = etc * factor;
          power[i][j][k] = p.staticPowerWatts() + dynamic * fraction;
        }
      }
    }
    MatrixModel matrices = new MatrixModel(taskTypeIds, machineTypeIds, time, power);
    Platform platform = platform(p, seed, machineTypeIds);
    List<JobTemplate> templates = new ArrayList<>();
    for (int i = 0; i < taskTypes; i++) {
      templates.add(JobTemplate.builder(taskTypeIds.get(i))
          .task("t", taskTypeIds.get(i), meanFiniteSeconds(time[i]))
          .valueCurve(StepCurve.hardDeadline(1, 86_400)).build());
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("parameters", p.toString());
    Catalogue catalogue = new Catalogue("paper000-system-" + seed,
        Optional.of(new Provenance("valen paper000 generate", seed, parameters)), matrices, templates);
    List<String> specialTypes = machineTypeIds.subList(general, machineTypes);
    List<String> specialOfIds = new ArrayList<>();
    for (int i = 0; i < taskTypes; i++) {
      specialOfIds.add(specialOf[i] < 0 ? "" : machineTypeIds.get(specialOf[i]));
    }
    return new HcSystem(seed, p, platform, catalogue, specialTypes, specialOfIds);
  }

  /** For each task type, the special machine type (index) it is special for, or -1. */
  private static int[] specialAssignment(SystemParameters p, UniformRandomProvider rng) {
    int general = p.generalMachineCounts().size();
    int specialTypes = p.specialMachineCounts().size();
    int[] count = new int[specialTypes];
    Arrays.fill(count, p.minSpecialTypesPerMachineType());
    for (int left = p.specialTaskTypes() - specialTypes * p.minSpecialTypesPerMachineType(); left > 0; ) {
      int j = rng.nextInt(specialTypes);
      if (count[j] < p.maxSpecialTypesPerMachineType()) {
        count[j]++;
        left--;
      }
    }
    int[] order = new int[p.specialTaskTypes()];
    for (int s = 0; s < order.length; s++) {
      order[s] = s;
    }
    for (int s = order.length - 1; s > 0; s--) { // Fisher-Yates
      int r = rng.nextInt(s + 1);
      int tmp = order[s];
      order[s] = order[r];
      order[r] = tmp;
    }
    int[] specialOf = new int[p.taskTypes()];
    Arrays.fill(specialOf, -1);
    int next = 0;
    for (int j = 0; j < specialTypes; j++) {
      for (int c = 0; c < count[j]; c++) {
        specialOf[p.generalTaskTypes() + order[next++]] = general + j;
      }
    }
    return specialOf;
  }

  private static Platform platform(SystemParameters p, long seed, List<String> machineTypeIds) {
    int general = p.generalMachineCounts().size();
    List<CoreType> types = new ArrayList<>();
    List<Node> nodes = new ArrayList<>();
    for (int j = 0; j < machineTypeIds.size(); j++) {
      List<PState> states = new ArrayList<>();
      for (double fraction : p.pStatePowerFractions()) {
        // nominal levels: the ETC/APC matrices, not these, give each task's time and power
        states.add(new PState(2.0e9 * Math.sqrt(fraction), Math.pow(fraction, 0.25), p.meanDynamicPowerWatts() * fraction));
      }
      String id = machineTypeIds.get(j);
      types.add(new CoreType(id, states, 0, p.idlePowerWatts()));
      int machines = j < general ? p.generalMachineCounts().get(j) : p.specialMachineCounts().get(j - general);
      for (int m = 1; m <= machines; m++) {
        nodes.add(Node.of(String.format(Locale.ROOT, "%s-%02d", id, m), id, 1));
      }
    }
    return new Platform("paper000-system-" + seed,
        "paper 000 heterogeneous system (section IV-C), generated with seed " + seed, types, nodes,
        new Interconnect(PlatformPresets.CORE_TO_CORE_BYTES_PER_SECOND, PlatformPresets.NODE_TO_NODE_BYTES_PER_SECOND));
  }

  private static double meanFiniteSeconds(double[][] row) {
    double sum = 0;
    int n = 0;
    for (double[] cell : row) {
      if (Double.isFinite(cell[0])) {
        sum += cell[0];
        n++;
      }
    }
    return sum / n;
  }
}
