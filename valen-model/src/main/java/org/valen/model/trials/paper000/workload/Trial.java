package org.valen.model.trials.paper000.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;
import org.valen.model.trials.paper000.system.HcSystem;
import org.valen.model.trials.paper000.system.SystemGenerator;

/**
 * One simulation trial of paper 000 (section IV-A): "a new workload of tasks (with different
 * utility functions, task types, and arrival times), and a different computing environment", all
 * from one seed through independent random streams (system 1, arrivals 2, utility functions 3).
 *
 * @param seed the trial's seed
 * @param parameters what it was generated with
 * @param system machines and ETC/APC matrices
 * @param workload the arrivals, each with its own utility function
 * @param priorities the maximum utility (priority) of each arrival, in workload order
 */
public record Trial(long seed, TrialParameters parameters, HcSystem system, Workload workload, double[] priorities) {
  /** The name under which the workload refers to its catalogue when written to files. */
  public static final String CATALOGUE_FILE = "catalogue.json";
  /** The tool a trial's workload names in its provenance. */
  public static final String TOOL = "valen paper000 generate";

  public Trial {
    priorities = priorities.clone();
  }

  /** Generates the trial of {@code seed}. */
  public static Trial generate(TrialParameters p, long seed) {
    HcSystem system = SystemGenerator.generate(p.system(), seed);
    UniformRandomProvider times = RandomStreams.create(seed, 2);
    UniformRandomProvider utilities = RandomStreams.create(seed, 3);
    List<ArrivalTimes.Timed> timed = ArrivalTimes.draw(p.arrivals(), p.system().generalTaskTypes(),
        p.system().specialTaskTypes(), times);
    List<Arrival> arrivals = new ArrayList<>(timed.size());
    double[] priorities = new double[timed.size()];
    List<String> typeIds = system.matrices().taskTypes();
    for (int a = 0; a < timed.size(); a++) {
      ArrivalTimes.Timed t = timed.get(a);
      UtilityFunctions.Drawn u = UtilityFunctions.draw(p.utility(), utilities);
      priorities[a] = u.priority();
      arrivals.add(new Arrival(arrivalId(a + 1), typeIds.get(t.taskType()), t.seconds(), u.curve()));
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("arrivals", p.arrivals().toString());
    parameters.put("utility", "priorities " + p.utility().priorities() + " weights " + p.utility().priorityWeights()
        + ", urgency decay minutes " + p.utility().urgencyDecayMinutes() + ", " + p.utility().classes().size() + " classes");
    Workload workload = new Workload(CATALOGUE_FILE, Optional.of(new Provenance(TOOL, seed, parameters)),
        p.arrivals().hours() * 3600, arrivals);
    return new Trial(seed, p, system, workload, priorities);
  }

  /** Whether {@code workload} is a trial's (or trials merged, {@code valen paper000 generate --scale}): its provenance says so. */
  public static boolean isTrial(Workload workload) {
    return workload.provenance().map(p -> p.tool().equals(TOOL)).orElse(false);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Trial t && t.seed == seed && t.parameters.equals(parameters);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(seed) * 31 + parameters.hashCode();
  }

  @Override
  public String toString() {
    return "Trial[seed=" + seed + ", " + workload.arrivals().size() + " arrivals]";
  }

  /**
   * The id of the {@code n}-th arrival of a trial (papers 000 and 004): "a" and {@code n} padded
   * to six digits, as {@code String.format("a%06d", n)} writes it, without parsing a format per task.
   */
  public static String arrivalId(int n) {
    String digits = Integer.toString(n);
    return digits.length() >= 6 ? "a" + digits : "a" + "000000".substring(digits.length()) + digits;
  }
}
