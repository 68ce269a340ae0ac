package org.valen.hc.paper002.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
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

  /** Trial {@code seed} of {@code system}, arriving as {@code arrivals} says. */
  public static Paper002Trial generate(Paper002System system, ArrivalParameters arrivals, long seed) {
    UniformRandomProvider times = RandomStreams.create(seed, 23);
    UniformRandomProvider types = RandomStreams.create(seed, 24);
    List<JobTemplate> templates = system.catalogue().templates();
    List<Arrival> list = new ArrayList<>();
    for (double t : arrivals.draw(times)) {
      JobTemplate type = templates.get(types.nextInt(templates.size()));
      list.add(new Arrival(String.format(Locale.ROOT, "z%05d", list.size() + 1), type.id(), t, type.valueCurve()));
    }
    TreeMap<String, String> parameters = new TreeMap<>();
    parameters.put("arrivals", arrivals.toString());
    parameters.put("tAvgSeconds", Double.toString(system.tAvgSeconds()));
    Workload workload = new Workload(CATALOGUE_FILE, Optional.of(new Provenance("valen paper002 generate", seed,
        parameters)), arrivals.windowSeconds(), list);
    return new Paper002Trial(seed, system, workload);
  }

  /** Trial {@code seed} of the system of {@code p}. */
  public static Paper002Trial generate(Paper002Parameters p, long seed) {
    Paper002System system = Paper002System.generate(p);
    return generate(system, p.arrivalsFor(system), seed);
  }

  /** The absolute deadline δ(z) of arrival {@code index}. */
  public double deadlineSeconds(int index) {
    Arrival a = workload.arrivals().get(index);
    return a.arrivalSeconds() + a.valueCurve().deadlineSeconds();
  }
}
