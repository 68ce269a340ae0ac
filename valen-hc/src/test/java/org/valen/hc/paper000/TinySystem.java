package org.valen.hc.paper000;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.hc.paper000.mapping.MappingSettings;
import org.valen.model.exec.MatrixModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.Node;
import org.valen.model.platform.PState;
import org.valen.model.platform.Platform;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Hand-made paper 000 systems for tests: machine types "a", "b", … with given machine counts
 * (machines "a-1", "a-2", …, numbered type by type), task types "t0", "t1", … with ETC and APC
 * per machine type and P-state, and arrivals with given utility functions.
 */
public final class TinySystem {
  public final Platform platform;
  public final Catalogue catalogue;
  private final List<Arrival> arrivals = new ArrayList<>();

  /**
   * @param machines machines of each machine type
   * @param etc [task type][machine type][P-state] seconds, +∞ = cannot run
   * @param apc same shape, watts
   */
  public TinySystem(int[] machines, double[][][] etc, double[][][] apc) {
    int types = machines.length;
    int levels = etc[0][0].length;
    List<CoreType> coreTypes = new ArrayList<>();
    List<Node> nodes = new ArrayList<>();
    List<String> typeIds = new ArrayList<>();
    for (int j = 0; j < types; j++) {
      String id = String.valueOf((char) ('a' + j));
      typeIds.add(id);
      List<PState> states = new ArrayList<>();
      for (int k = 0; k < levels; k++) {
        states.add(new PState(2e9 - k * 0.5e9, 1.0 - 0.1 * k, 100 - 20 * k));
      }
      coreTypes.add(new CoreType(id, states, 0, 0));
      for (int m = 1; m <= machines[j]; m++) {
        nodes.add(Node.of(id + "-" + m, id, 1));
      }
    }
    platform = new Platform("tiny", "", coreTypes, nodes,
        new Interconnect(PlatformPresets.CORE_TO_CORE_BYTES_PER_SECOND, PlatformPresets.NODE_TO_NODE_BYTES_PER_SECOND));
    List<String> taskTypes = new ArrayList<>();
    List<JobTemplate> templates = new ArrayList<>();
    for (int i = 0; i < etc.length; i++) {
      taskTypes.add("t" + i);
      templates.add(JobTemplate.builder("t" + i).task("x", "t" + i, 1).valueCurve(StepCurve.hardDeadline(1, 1e6)).build());
    }
    catalogue = new Catalogue("tiny", Optional.empty(), new MatrixModel(taskTypes, typeIds, etc, apc), templates);
  }

  /** One P-state, every task type on every machine type, with these ETC [task][machine] and APC. */
  public static TinySystem onePState(int[] machines, double[][] etc, double[][] apc) {
    double[][][] e = new double[etc.length][][];
    double[][][] p = new double[etc.length][][];
    for (int i = 0; i < etc.length; i++) {
      e[i] = Arrays.stream(etc[i]).mapToObj(v -> new double[] {v}).toArray(double[][]::new);
      p[i] = Arrays.stream(apc[i]).mapToObj(v -> new double[] {v}).toArray(double[][]::new);
    }
    return new TinySystem(machines, e, p);
  }

  /** Adds an arrival of task type {@code type} at {@code seconds} with utility {@code curve}; ids j0, j1, … */
  public TinySystem arrive(int type, double seconds, ValueCurve curve) {
    arrivals.add(new Arrival("j" + arrivals.size(), "t" + type, seconds, curve));
    return this;
  }

  public Workload workload() {
    return new Workload("tiny", Optional.empty(), 1e6, arrivals);
  }

  /** Runs heuristic {@code heuristic} in {@code implementation} (readable, indexed) with {@code settings} until {@code stopSeconds}. */
  public SimulationResult run(String heuristic, MappingSettings settings, String implementation,
      double stopSeconds) {
    return run(Paper000Policies.create(Paper000Heuristics.named(heuristic), settings, implementation.equals("indexed"),
        new PolicyInputs(platform, catalogue, Optional.empty(), Map.of())), stopSeconds);
  }

  public SimulationResult run(Policy policy, double stopSeconds) {
    return Simulation.run(platform, catalogue, workload(), policy,
        SimulationSettings.defaults().withVariability(Variability.none()).withStopSeconds(stopSeconds));
  }

  /** Settings for tiny tests: the whole run is the day, no dropping unless asked. */
  public static MappingSettings settings(org.valen.hc.paper000.mapping.Environment environment) {
    return MappingSettings.paper000(environment).withDay(0, 1e5).withDroppingThreshold(0);
  }

  /** The record of arrival {@code id}. */
  public static JobRecord record(SimulationResult r, String id) {
    return r.jobs().stream().filter(j -> j.id().equals(id)).findFirst().orElseThrow();
  }
}
