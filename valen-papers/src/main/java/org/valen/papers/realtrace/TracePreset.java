package org.valen.papers.realtrace;

import java.util.List;
import java.util.Optional;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.papers.paper001.Paper001Preset;

/**
 * Preset {@code nasa-ipsc}: a real job trace instead of a generated workload, on paper 001's kind of
 * setting ({@link Paper001Preset}). Every run replays the bundled first month of the NASA Ames
 * iPSC/860 log ({@link Bundled#NASA_IPSC_WORKLOAD}: 5,887 jobs, one core per 8 of the machine's 128
 * processors) on {@code nodes} × {@code coresPerNode} Intel Core M cores (default 2 × 8, the
 * machine's size), its first {@code days} days (at most 30) with the arrival rate × {@code load}
 * (submit times ÷ load; 1 = the log's own). The arrivals are the same for every seed; a seed draws
 * the variability of actual times ({@code jobCv}, {@code taskCv}).
 */
public final class TracePreset implements Paper001Preset.Arrivals {
  /** The name in scenario files. */
  public static final String NAME = "nasa-ipsc";
  /** Days of the bundled month. */
  public static final double MONTH_DAYS = 30;

  private Workload month;

  private TracePreset() {}

  /** The preset. */
  public static Paper001Preset preset() {
    List<SetupField> fields = Paper001Preset.paperFields().stream()
        .filter(f -> !f.name().equals("catalogue") && !f.name().equals("referenceCores"))
        .map(f -> switch (f.name()) {
          case "nodes" -> f.withDefault("2");
          case "coresPerNode" -> f.withDefault("8");
          default -> f;
        }).toList();
    return new Paper001Preset(NAME, "a month of the NASA iPSC/860 job log (Parallel Workloads Archive) on nodes of"
        + " Intel Core M cores", fields, List.of("load", "nodes", "coresPerNode", "checkpointMinutes", "jobCv"),
        PlatformPresets::paper001, Optional.empty(), new TracePreset());
  }

  @Override
  public Catalogue catalogue(SetupValues base) {
    ValenFiles.LoadedWorkload loaded = ValenFiles.readWorkload(Bundled.NASA_IPSC_WORKLOAD);
    month = loaded.workload();
    return loaded.catalogue();
  }

  @Override
  public Workload workload(Catalogue catalogue, SetupValues s, long seed) {
    return replay(month, s.number("days"), s.number("load"));
  }

  @Override
  public String key(SetupValues s, long seed) {
    return s.key("load", "days");
  }

  @Override
  public String describe(SetupValues s, int seeds) {
    return "workload: the first " + SetupField.plain(Math.min(s.number("days"), MONTH_DAYS)) + " days of the NASA Ames"
        + " iPSC/860 log (October 1993, " + Bundled.NASA_IPSC_WORKLOAD + ") at " + s.text("load") + " × its arrival"
        + " rate unless varied; the same arrivals for seeds 1 … " + seeds + ", each seed its own execution-time"
        + " variability; platform of the iPSC/860's 128 processors, one core per 8, unless varied";
  }

  /** The first {@code days} days of {@code trace}, its arrival times divided by {@code load}. */
  public static Workload replay(Workload trace, double days, double load) {
    double end = Math.min(days, MONTH_DAYS) * 86_400;
    List<Arrival> arrivals = trace.arrivals().stream().filter(a -> a.arrivalSeconds() < end)
        .map(a -> new Arrival(a.id(), a.templateId(), a.arrivalSeconds() / load, a.valueCurve())).toList();
    return new Workload(trace.catalogueReference(), trace.provenance(), end / load, arrivals);
  }
}
