package org.valen.model.trials.paper002.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.Check;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.Arrival;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;

/**
 * One simulation trial of paper 002 (section 6): the environment's system and, from the trial's
 * seed, the arrival times (bursty Poisson) and each task's type, uniform over the task types; each
 * task's deadline is its arrival + its type's mean time + t_avg (the template's hard deadline).
 * Actual execution times are drawn by the kernel from the same pmfs, per (run seed, task).
 *
 * @param seed the trial's seed
 * @param system the environment
 * @param workload the arrivals over the window
 */
public record Paper002Trial(long seed, Paper002System system, Workload workload) {
  /** The name under which the workload refers to its catalogue when written to files. */
  public static final String CATALOGUE_FILE = "catalogue.json";

  /**
   * Trial {@code seed} of {@code system}, arriving as {@code arrivals} says; {@code provenance} (what
   * set the rates, say) joins the workload's recorded parameters.
   */
  public static Paper002Trial generate(Paper002System system, ArrivalParameters arrivals, long seed,
      Map<String, String> provenance) {
    TreeMap<String, String> parameters = new TreeMap<>(provenance);
    parameters.put("arrivals", arrivals.toString());
    return of(system, arrivals.draw(RandomStreams.create(seed, 23)), RandomStreams.create(seed, 24),
        arrivals.windowSeconds(), seed, parameters);
  }

  /**
   * A trial of constant-rate Poisson arrivals ({@code rate} per second over the system's window), the
   * equilibrium rate's measure (section 6). The arrival times are unit-rate exponential gaps ÷ {@code
   * rate} and the task types drawn in arrival order, both from {@code seed}: trials of one seed at two
   * rates are the same tasks, the one's arrival times a scaling of the other's.
   */
  public static Paper002Trial constantRate(Paper002System system, double rate, long seed) {
    Check.positive(rate, "rate");
    double window = system.parameters().arrivals().windowSeconds();
    UniformRandomProvider gaps = RandomStreams.create(seed, 25);
    List<Double> times = new ArrayList<>();
    for (double t = RandomStreams.exponential(gaps, 1) / rate; t < window; t += RandomStreams.exponential(gaps, 1) / rate) {
      times.add(t);
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("arrivals", String.format(Locale.ROOT, "constant-rate Poisson, %s per second", rate));
    return of(system, times, RandomStreams.create(seed, 26), window, seed, parameters);
  }

  private static Paper002Trial of(Paper002System system, List<Double> times, UniformRandomProvider types,
      double windowSeconds, long seed, TreeMap<String, String> parameters) {
    List<JobTemplate> templates = system.catalogue().templates();
    List<Arrival> list = new ArrayList<>();
    for (double t : times) {
      JobTemplate type = templates.get(types.nextInt(templates.size()));
      list.add(new Arrival(String.format(Locale.ROOT, "z%05d", list.size() + 1), type.id(), t, type.valueCurve()));
    }
    parameters.put("tAvgSeconds", Double.toString(system.tAvgSeconds()));
    Workload workload = new Workload(CATALOGUE_FILE, Optional.of(new Provenance("valen paper002 generate", seed,
        parameters)), windowSeconds, list);
    return new Paper002Trial(seed, system, workload);
  }

  /** The absolute deadline δ(z) of arrival {@code index}. */
  public double deadlineSeconds(int index) {
    Arrival a = workload.arrivals().get(index);
    return a.arrivalSeconds() + a.valueCurve().deadlineSeconds();
  }
}
