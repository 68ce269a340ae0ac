package org.valen.papers.realtrace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;

/**
 * What sets one workload apart from another, computed from its arrivals: how many, the load they
 * offer, how bursty they come, how large the jobs are and how concentrated on few job classes.
 *
 * @param arrivals number of arrivals
 * @param offeredLoad work at reference speed ÷ (horizon × cores)
 * @param interArrivalCv coefficient of variation of the times between arrivals (1 for a Poisson process)
 * @param busiestHourRatio arrivals of the busiest hour ÷ the mean arrivals per hour
 * @param daytimeShare share of arrivals between 08:00 and 20:00 (time 0 taken as midnight)
 * @param meanTasks mean tasks per job
 * @param oneTaskShare share of jobs of one task
 * @param medianCriticalPathSeconds median critical path of the jobs at reference speed
 * @param templatesUsed job classes that arrive at least once
 * @param topTenShare share of arrivals of the ten most frequent classes
 */
public record WorkloadTraits(int arrivals, double offeredLoad, double interArrivalCv, double busiestHourRatio,
    double daytimeShare, double meanTasks, double oneTaskShare, double medianCriticalPathSeconds, int templatesUsed,
    double topTenShare) {

  /** The traits of {@code workload} of {@code catalogue} on {@code cores} cores. */
  public static WorkloadTraits of(Workload workload, Catalogue catalogue, int cores) {
    Map<String, JobTemplate> templates = new HashMap<>();
    catalogue.templates().forEach(t -> templates.put(t.id(), t));
    List<Arrival> arrivals = workload.arrivals();
    int n = arrivals.size();
    double work = 0;
    double tasks = 0;
    int oneTask = 0;
    int daytime = 0;
    double[] paths = new double[n];
    Map<String, Integer> perTemplate = new HashMap<>();
    Map<Long, Integer> perHour = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Arrival a = arrivals.get(i);
      JobTemplate t = templates.get(a.templateId());
      work += t.totalReferenceSeconds();
      tasks += t.taskCount();
      oneTask += t.taskCount() == 1 ? 1 : 0;
      paths[i] = t.referenceCriticalPathSeconds();
      perTemplate.merge(t.id(), 1, Integer::sum);
      long hour = (long) Math.floor(a.arrivalSeconds() / 3600);
      perHour.merge(hour, 1, Integer::sum);
      long hourOfDay = hour % 24;
      daytime += hourOfDay >= 8 && hourOfDay < 20 ? 1 : 0;
    }
    Arrays.sort(paths);
    List<Integer> counts = new ArrayList<>(perTemplate.values());
    counts.sort((x, y) -> Integer.compare(y, x));
    int topTen = counts.stream().limit(10).mapToInt(Integer::intValue).sum();
    double hours = Math.max(1, Math.ceil(workload.horizonSeconds() / 3600));
    int busiest = perHour.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    return new WorkloadTraits(n, work / (workload.horizonSeconds() * cores), interArrivalCv(arrivals),
        n == 0 ? 0 : busiest / (n / hours), share(daytime, n), n == 0 ? 0 : tasks / n, share(oneTask, n),
        n == 0 ? 0 : paths[n / 2], perTemplate.size(), share(topTen, n));
  }

  private static double share(int part, int whole) {
    return whole == 0 ? 0 : (double) part / whole;
  }

  private static double interArrivalCv(List<Arrival> arrivals) {
    int gaps = arrivals.size() - 1;
    if (gaps < 2) {
      return 0;
    }
    double sum = 0;
    double squares = 0;
    for (int i = 1; i < arrivals.size(); i++) {
      double gap = arrivals.get(i).arrivalSeconds() - arrivals.get(i - 1).arrivalSeconds();
      sum += gap;
      squares += gap * gap;
    }
    double mean = sum / gaps;
    double variance = Math.max(0, squares / gaps - mean * mean);
    return mean == 0 ? 0 : Math.sqrt(variance) / mean;
  }
}
