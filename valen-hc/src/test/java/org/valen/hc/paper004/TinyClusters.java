package org.valen.hc.paper004;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.model.job.Arrival;
import org.valen.model.job.Workload;
import org.valen.model.trials.paper004.system.ClusterParameters;
import org.valen.model.trials.paper004.system.ClusterSystem;
import org.valen.model.trials.paper004.system.ClusterSystemGenerator;
import org.valen.runtime.RecordingTrace;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.Variability;

/**
 * Tiny paper 004 systems for hand-checked tests: clusters of one-core nodes, non-critical task
 * types {@code norm01 …} with given ETC rows, and a run of a registered heuristic on given arrivals
 * with ETC times, its pieces recorded.
 */
public final class TinyClusters {
  private TinyClusters() {}

  /** A system of {@code nodes[k]} one-core nodes in cluster k and task type i taking {@code etc[i][k]} seconds there. */
  public static ClusterSystem system(int[] nodes, double[][] etc) {
    ClusterParameters p = ClusterParameters.paper004().withClusters(nodes.length).withNodes(1, 1, 1)
        .withTaskTypes(etc.length, 0);
    return ClusterSystemGenerator.build(p, 1, nodes, Collections.nCopies(etc.length, false), etc);
  }

  /** What a run gave: its result and its pieces. */
  public record Run(SimulationResult result, RecordingTrace trace) {
    /** The pieces of arrival {@code id}, in order. */
    public List<RecordingTrace.Piece> pieces(String id) {
      return trace.pieces.stream().filter(p -> p.job().equals(id)).toList();
    }
  }

  /** Runs heuristic {@code name} with {@code options} on {@code arrivals} until {@code stopSeconds}. */
  public static Run run(ClusterSystem system, String name, Map<String, String> options, List<Arrival> arrivals,
      double stopSeconds) {
    PolicyInputs inputs = new PolicyInputs(system.platform(), system.catalogue(), Optional.empty(), options);
    RecordingTrace trace = new RecordingTrace();
    Workload workload = new Workload("catalogue.json", Optional.empty(), stopSeconds, new ArrayList<>(arrivals));
    SimulationResult result = Simulation.run(inputs, workload, Policies.find(name).orElseThrow().create(inputs),
        SimulationSettings.defaults().withVariability(Variability.none()).withStopSeconds(stopSeconds), trace);
    return new Run(result, trace);
  }
}
