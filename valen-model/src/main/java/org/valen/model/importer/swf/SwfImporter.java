package org.valen.model.importer.swf;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.commons.rng.UniformRandomProvider;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.importer.ImportedTemplates;
import org.valen.model.importer.swf.SwfImportSettings.CurveFamily;
import org.valen.model.importer.swf.SwfImportSettings.DeadlineBasis;
import org.valen.model.importer.swf.SwfImportSettings.Shape;
import org.valen.model.io.Problems;
import org.valen.model.job.Arrival;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Provenance;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.model.value.SoftDeadlineCurve;
import org.valen.model.value.StepCurve;
import org.valen.model.value.ValueCurve;

/**
 * An SWF log as a valen workload: how each job of a parallel machine's log becomes an arrival of a
 * job template. The rules, in the order they are applied ({@link SwfImportSettings} holds every
 * parameter):
 *
 * <ol>
 *   <li><b>Window.</b> Jobs submitted in {@code [startDay, startDay + days)} days after the log's
 *       start; arrival time = (submit time − window start) ÷ {@code load}, so time 0 is the window's
 *       start (the log's {@code UnixStartTime} and time zone go into the provenance).
 *   <li><b>Skipped, and counted</b> (never silently): with {@code completedOnly}, jobs whose status is
 *       not 1; jobs whose processors are unknown (neither allocated nor requested); jobs whose run
 *       time is unknown or 0; then all but every {@code every}-th of the rest.
 *   <li><b>Size.</b> One valen core stands for {@code G = processorsPerCore} processors: a job of
 *       {@code P} processors gets {@code c = ⌈P / G⌉} cores and its work is kept, so each of its
 *       parallel tasks takes {@code t = R · P / (G · c)} seconds for the run time {@code R} (= R when
 *       G divides P). The platform has {@code ⌈MaxProcs / G⌉} cores of paper 001's Intel Core M,
 *       {@code coresPerNode} per node, named after the log ({@code NAME-<nodes>x<cores>}, NAME the
 *       catalogue's name); as in paper 001 a job runs within one node, so a job wider
 *       than a node runs its tasks in turns on the cores it gets.
 *   <li><b>Template.</b> {@code shape} RIGID: {@code c} independent tasks of {@code t} seconds (the
 *       log's rigid job made moldable: on {@code c} cores at the fastest level it takes its logged
 *       run time, on fewer longer); FORK_JOIN: a fork and a join task of {@code serialFraction/2 · t}
 *       around {@code c} parallel tasks of {@code (1 − serialFraction) · t}. {@code t} is rounded to
 *       the nearest {@code 2^(k/K)} seconds ({@code K = timeClassesPerDoubling}, within ±9 % for K
 *       = 4), and jobs of the same {@code c} and class share one template, named {@code c<c>-<time>s}.
 *       Reference times are at the fastest level (the log's machine ran at its nominal speed).
 *   <li><b>Value.</b> Each arrival's own curve is scaled by its own time {@code b}: the requested
 *       time where the log has it and {@code deadlineBasis} is REQUESTED, else the run time, mapped as
 *       {@code t}: deadline = b · U(deadline factors), zero value = deadline + b · U(zero factors),
 *       maximum value = the job's work in core-hours · U(value per core-hour), factors drawn from the
 *       job's own random stream (seed, job number); SOFT_DEADLINE decays after the deadline (paper
 *       001), HARD_DEADLINE earns nothing after it.
 * </ol>
 */
public final class SwfImporter {
  /** The tool named in the provenance of what it writes. */
  public static final String TOOL = "valen import swf";
  /** The task type of imported tasks. */
  public static final String TASK_TYPE = "swf";

  private SwfImporter() {}

  /**
   * Maps {@code trace}.
   *
   * @param catalogueReference how the workload names its catalogue (a path relative to it)
   * @param catalogueName the catalogue's name; by default the log's file name without extensions
   * @throws org.valen.model.io.InvalidInputException if no job is left, or job numbers repeat
   */
  public static SwfImport map(SwfTrace trace, SwfImportSettings s, String catalogueReference,
      Optional<String> catalogueName) {
    Problems problems = new Problems(trace.file());
    double windowStart = s.startDay() * 86_400;
    double windowEnd = windowStart + s.days() * 86_400;
    Map<String, Integer> skipped = new LinkedHashMap<>();
    Map<String, Integer> statuses = new TreeMap<>();
    Map<Long, Integer> lineOfJob = new HashMap<>();
    Map<TemplateKey, JobTemplate> templates = new TreeMap<>();
    List<Arrival> arrivals = new ArrayList<>();
    long widest = 0;
    int eligible = 0;
    for (SwfJob job : trace.jobs()) {
      Optional<String> skip = skipReason(job, s, windowStart, windowEnd);
      if (skip.isEmpty() && eligible++ % s.every() != 0) {
        skip = Optional.of("not every " + ordinal(s.every()) + " job (--every " + s.every() + ")");
      }
      if (skip.isPresent()) {
        skipped.merge(skip.get(), 1, Integer::sum);
        continue;
      }
      Integer earlier = lineOfJob.putIfAbsent(job.jobNumber(), job.line());
      if (earlier != null) {
        problems.add("line " + job.line(), "job number " + job.jobNumber() + " again (first on line " + earlier + ")",
            "a job number used once");
        continue;
      }
      statuses.merge(job.status() + " (" + SwfJob.statusName(job.status()) + ")", 1, Integer::sum);
      long p = job.processors();
      widest = Math.max(widest, p);
      int cores = (int) ((p + s.processorsPerCore() - 1) / s.processorsPerCore());
      double perProcessor = (double) p / ((double) s.processorsPerCore() * cores);
      double taskSeconds = job.runSeconds() * perProcessor;
      int timeClass = (int) Math.round(s.timeClassesPerDoubling() * Math.log(taskSeconds) / Math.log(2));
      JobTemplate template = templates.computeIfAbsent(new TemplateKey(cores, timeClass),
          k -> template(templateId(cores, s.timeClassesPerDoubling(), timeClass), cores,
              classSeconds(timeClass, s.timeClassesPerDoubling()), s));
      double basis = s.deadlineBasis() == DeadlineBasis.REQUESTED && job.requestedSeconds() > 0
          ? job.requestedSeconds() : job.runSeconds();
      double own = basis * perProcessor;
      double work = own * template.totalReferenceSeconds() / template.referenceCriticalPathSeconds();
      arrivals.add(new Arrival("j" + job.jobNumber(), template.id(), (job.submitSeconds() - windowStart) / s.load(),
          curve(own, work, s, job.jobNumber())));
    }
    if (arrivals.isEmpty() && problems.isEmpty()) {
      problems.add("line 1", "no job to import (" + trace.jobs().size() + " job lines; skipped: "
          + describe(skipped) + ")", "at least one job in the window with known processors and a run time > 0");
    }
    problems.throwIfAny();
    List<JobTemplate> ordered = new ArrayList<>(templates.values());
    SortedMap<String, String> parameters = provenance(trace, s);
    String name = catalogueName.orElse(ImportedTemplates.templateId(ImportedTemplates.templateId(trace.file())));
    Catalogue catalogue = new Catalogue(name, Optional.of(new Provenance(TOOL, s.seed(), parameters)),
        ScaledReferenceModel.relativeToFastestLevel(), ordered);
    double lastArrival = arrivals.stream().mapToDouble(Arrival::arrivalSeconds).max().orElse(0);
    double horizon = Double.isInfinite(s.days()) ? Math.max(1, Math.ceil(lastArrival + 1))
        : Math.max(s.days() * 86_400 / s.load(), lastArrival);
    Workload workload = new Workload(catalogueReference, Optional.of(new Provenance(TOOL, s.seed(), parameters)),
        horizon, arrivals);
    long machine = trace.header().maxProcessors().orElse(widest);
    int totalCores = (int) Math.max(1, (Math.max(machine, widest) + s.processorsPerCore() - 1) / s.processorsPerCore());
    int nodes = (totalCores + s.coresPerNode() - 1) / s.coresPerNode();
    int perNode = Math.min(s.coresPerNode(), totalCores);
    Platform platform = PlatformPresets.homogeneous(name, PlatformPresets.intelCoreM(), nodes, perNode,
        "Imported from the SWF log " + Path.of(trace.file()).getFileName() + " ("
            + trace.header().field("Computer").orElse("computer unknown") + ", " + machine + " processors): "
            + totalCores + " cores of " + s.processorsPerCore() + " processor(s) each, as paper 001's Intel Core M"
            + " cores with 6 v/f levels, " + perNode + " per node");
    return new SwfImport(platform, catalogue, workload, trace.jobs().size(), skipped, statuses);
  }

  /** A job class: cores and time class; templates are listed by cores, then time. */
  private record TemplateKey(int cores, int timeClass) implements Comparable<TemplateKey> {
    @Override
    public int compareTo(TemplateKey o) {
      return cores != o.cores ? Integer.compare(cores, o.cores) : Integer.compare(timeClass, o.timeClass);
    }
  }

  /** As {@link #map(SwfTrace, SwfImportSettings, String, Optional)}, the catalogue named after the log. */
  public static SwfImport map(SwfTrace trace, SwfImportSettings s, String catalogueReference) {
    return map(trace, s, catalogueReference, Optional.empty());
  }

  /** Why a job is left out before the every-n-th rule, if it is. */
  private static Optional<String> skipReason(SwfJob job, SwfImportSettings s, double windowStart, double windowEnd) {
    if (job.submitSeconds() < 0) {
      return Optional.of("submit time unknown");
    }
    if (job.submitSeconds() < windowStart || job.submitSeconds() >= windowEnd) {
      return Optional.of("submitted outside the window");
    }
    if (s.completedOnly() && job.status() != 1) {
      return Optional.of("status " + job.status() + " (" + SwfJob.statusName(job.status()) + "), not completed");
    }
    if (job.processors() <= 0) {
      return Optional.of("processors unknown");
    }
    if (job.runSeconds() < 0) {
      return Optional.of("run time unknown");
    }
    if (job.runSeconds() == 0) {
      return Optional.of("run time 0 s");
    }
    return Optional.empty();
  }

  /** Reference seconds of time class {@code k}: 2^(k/K), to the millisecond. */
  static double classSeconds(int k, int perDoubling) {
    return Math.max(0.001, Math.round(Math.pow(2, (double) k / perDoubling) * 1000) / 1000.0);
  }

  /** {@code c<cores>-<seconds>s}, with as many decimals as tell the classes apart. */
  static String templateId(int cores, int perDoubling, int timeClass) {
    double seconds = classSeconds(timeClass, perDoubling);
    String time = seconds >= 100 ? String.format(Locale.ROOT, "%.0f", seconds)
        : seconds >= 10 ? String.format(Locale.ROOT, "%.1f", seconds)
        : seconds >= 1 ? String.format(Locale.ROOT, "%.2f", seconds)
        : String.format(Locale.ROOT, "%.3f", seconds);
    return "c" + cores + "-" + time + "s";
  }

  private static JobTemplate template(String id, int cores, double seconds, SwfImportSettings s) {
    JobTemplate.Builder b = JobTemplate.builder(id);
    boolean forkJoin = s.shape() == Shape.FORK_JOIN && cores > 1 && s.serialFraction() > 0;
    double parallel = forkJoin ? seconds * (1 - s.serialFraction()) : seconds;
    if (forkJoin) {
      b.task("fork", TASK_TYPE, seconds * s.serialFraction() / 2);
    }
    for (int i = 0; i < cores; i++) {
      b.task("p" + i, TASK_TYPE, parallel);
      if (forkJoin) {
        b.edge("fork", "p" + i, 0);
      }
    }
    if (forkJoin) {
      b.task("join", TASK_TYPE, seconds * s.serialFraction() / 2);
      for (int i = 0; i < cores; i++) {
        b.edge("p" + i, "join", 0);
      }
    }
    return ImportedTemplates.withMidpointCurve(b, s.values());
  }

  private static ValueCurve curve(double seconds, double work, SwfImportSettings s, long jobNumber) {
    UniformRandomProvider rng = RandomStreams.create(s.seed(), jobNumber);
    SoftDeadlineCurve soft = s.values().draw(seconds, work, rng);
    return s.curveFamily() == CurveFamily.HARD_DEADLINE ? StepCurve.hardDeadline(soft.maxValue(), soft.deadlineSeconds())
        : soft;
  }

  private static SortedMap<String, String> provenance(SwfTrace trace, SwfImportSettings s) {
    SortedMap<String, String> m = new TreeMap<>(s.describe());
    m.put("file", java.nio.file.Path.of(trace.file()).getFileName().toString());
    for (String key : List.of("Computer", "Installation", "MaxProcs", "UnixStartTime", "TimeZoneString", "StartTime")) {
      trace.header().field(key).ifPresent(v -> m.put("swf." + key, v));
    }
    return m;
  }

  /** The skip counts in words, for messages. */
  public static String describe(Map<String, Integer> skipped) {
    if (skipped.isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    skipped.forEach((reason, n) -> parts.add(n + " " + reason));
    return String.join(", ", parts);
  }

  private static String ordinal(int n) {
    int mod100 = n % 100;
    String suffix = mod100 >= 11 && mod100 <= 13 ? "th"
        : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return n + suffix;
  }
}
