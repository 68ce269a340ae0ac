package org.valen.model.trials.paper004.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;
import org.valen.model.trials.paper000.workload.Trial;
import org.valen.model.trials.paper004.system.ClusterSystem;
import org.valen.model.trials.paper004.system.ClusterSystemGenerator;
import org.valen.model.value.ValueCurve;

/**
 * One simulation trial of paper 004 (section IV-A): a system and a workload, both from one seed
 * through independent random streams (system 1, bursts 2, utility functions 3), so that the
 * arrivals of a seed are the same whatever the utility class set, and the system the same whatever
 * the burst size.
 *
 * @param seed the trial's seed
 * @param parameters what it was generated with
 * @param system clusters and the ETC matrix
 * @param workload the arrivals (a burst's tasks are consecutive), each with its burst's utility function
 * @param burstOf the burst (0, 1, …, in arrival order) of each arrival
 */
public record Paper004Trial(long seed, Paper004TrialParameters parameters, ClusterSystem system, Workload workload,
    int[] burstOf) {
  /** The name under which the workload refers to its catalogue when written to files. */
  public static final String CATALOGUE_FILE = "catalogue.json";

  /** The paper's time between mapping events (section III-A: one minute), the first at that time. */
  public static final double MAPPING_INTERVAL_SECONDS = 60;

  public Paper004Trial {
    burstOf = burstOf.clone();
  }

  /** Generates the trial of {@code seed}. */
  public static Paper004Trial generate(Paper004TrialParameters p, long seed) {
    ClusterSystem system = ClusterSystemGenerator.generate(p.system(), seed);
    UniformRandomProvider times = RandomStreams.create(seed, 2);
    UniformRandomProvider utilities = RandomStreams.create(seed, 3);
    BurstParameters b = p.bursts();
    List<Bursts.Burst> bursts = Bursts.draw(b, p.system().taskTypes(), system.platform().totalCores(), times);
    List<Arrival> arrivals = new ArrayList<>();
    List<Integer> burstOf = new ArrayList<>();
    for (int k = 0; k < bursts.size(); k++) {
      Bursts.Burst burst = bursts.get(k);
      int type = burst.taskType();
      ValueCurve curve = b.utility().curve(system.critical().get(type), system.meanSeconds().get(type), b.shape(),
          utilities);
      String typeId = system.catalogue().templates().get(type).id();
      for (int n = 0; n < burst.size(); n++) {
        arrivals.add(new Arrival(Trial.arrivalId(arrivals.size() + 1), typeId, burst.seconds(), curve));
        burstOf.add(k);
      }
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("bursts", b.toString());
    Workload workload = new Workload(CATALOGUE_FILE,
        Optional.of(new Provenance("valen paper004 generate", seed, parameters)), b.hours() * 3600, arrivals);
    return new Paper004Trial(seed, p, system, workload, burstOf.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The execution time of {@code arrival}'s task on its fastest cluster (section V's maximum utility). */
  public double fastestSeconds(Arrival arrival) {
    return system.fastestSeconds(ClusterSystemGenerator.typeIndex(arrival.templateId(),
        parameters.system().criticalTypes()));
  }

  /** Start of the measured period: the end of the fill (paper: 4 h). */
  public double windowStartSeconds() {
    return parameters.bursts().fillHours() * 3600;
  }

  /** End of the measured period and of the run (paper: 28 h). */
  public double windowEndSeconds() {
    return parameters.bursts().hours() * 3600;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Paper004Trial t && t.seed == seed && t.parameters.equals(parameters);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(seed) * 31 + parameters.hashCode();
  }

  @Override
  public String toString() {
    return "Paper004Trial[seed=" + seed + ", " + workload.arrivals().size() + " arrivals]";
  }
}
