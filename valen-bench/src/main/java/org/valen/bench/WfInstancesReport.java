package org.valen.bench;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.ValueCurveParameters;
import org.valen.model.importer.WfFormatImporter;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Platform;
import org.valen.model.profile.CoreTypeProfile;
import org.valen.model.profile.ProfileEntry;
import org.valen.model.schedule.ListSchedule;
import org.valen.model.schedule.ListScheduler;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.schedule.SchedulingInstance;
import org.valen.profiler.ProfilerSettings;
import org.valen.profiler.TemplateProfiler;

/**
 * {@code ProfilerBench wfinstances}: real workflows with communication (the WfInstances samples),
 * imported as {@code valen import wfformat} does, on paper 001's core (6 levels) and link. For
 * every core budget k: the profile's minimum response time beside HEFT's, CPOP's and CP/MISF's
 * schedule lengths with every core at the fastest level, and the profile's minimum time × energy
 * beside the best product each list scheduler reaches with all cores at one level (every level
 * tried, its schedule evaluated by the decoder).
 */
final class WfInstancesReport {
  /** The two samples of {@code ../shared/data/wfformat}, from the top folder. */
  static final String SAMPLES = "../shared/data/wfformat/montage-chameleon-2mass-005d-001.json,"
      + "../shared/data/wfformat/srasearch-chameleon-10a-001.json";
  private static final List<Integer> BUDGETS = List.of(1, 2, 4, 8, 16);

  private WfInstancesReport() {}

  static void print(PrintStream out, String files, ProfilerSettings settings, int threads) {
    Platform platform = PlatformPresets.paper001(1, 16);
    ScaledReferenceModel model = ScaledReferenceModel.relativeToFastestLevel();
    for (String file : files.split(",")) {
      String name = java.nio.file.Path.of(file).getFileName().toString().replaceFirst("\\.json$", "");
      JobTemplate job = WfFormatImporter.read(file, name, ValueCurveParameters.defaults());
      List<Integer> budgets = TemplateProfiler.coreBudgets(job, BUDGETS);
      long before = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
      CoreTypeProfile profile = new TemplateProfiler(platform.coreTypes().get(0), model, platform.interconnect(),
          settings).profile(job, budgets);
      double cpu = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - before) / 1e9;
      ScheduleDecoder decoder = ScheduleDecoder.of(job, model, platform.coreTypes().get(0), platform.interconnect());
      out.printf(Locale.ROOT, "%n%s: %d tasks, %d edges, profiled at k = %s in %.2f s CPU%n", job.id(),
          job.taskCount(), job.edges().size(), budgets, cpu);
      out.printf(Locale.ROOT, "  %3s | %-39s | %-51s%n", "k", "minimum response time, s (fastest level)",
          "minimum time x energy, J s (list schedulers: best level)");
      out.printf(Locale.ROOT, "  %3s | %9s %9s %9s %9s | %12s %12s %12s %12s%n", "", "profiler", "HEFT", "CPOP",
          "CP/MISF", "profiler", "HEFT", "CPOP", "CP/MISF");
      for (int k : budgets) {
        ProfileEntry e = profile.entry(k).orElseThrow();
        StringBuilder times = new StringBuilder();
        StringBuilder products = new StringBuilder();
        for (ListScheduler s : ListScheduler.CLASSIC) {
          times.append(String.format(Locale.ROOT, " %9.1f",
              s.schedule(SchedulingInstance.uniform(decoder, job, platform.interconnect(), k, 0)).makespanSeconds()));
          products.append(String.format(Locale.ROOT, " %12.5e", bestProduct(s, decoder, job, platform, k)));
        }
        out.printf(Locale.ROOT, "  %3d | %9.1f%s | %12.5e%s%n", k, e.front().get(0).responseTimeSeconds(), times,
            e.selected().timeEnergyProduct(), products);
      }
    }
  }

  /** The least time × energy of the scheduler's schedules with all {@code k} cores at one level. */
  private static double bestProduct(ListScheduler scheduler, ScheduleDecoder decoder, JobTemplate job,
      Platform platform, int k) {
    DecoderWorkspace ws = decoder.newWorkspace(k);
    double best = Double.POSITIVE_INFINITY;
    for (int level = 0; level < decoder.levelCount(); level++) {
      ListSchedule s = scheduler.schedule(SchedulingInstance.uniform(decoder, job, platform.interconnect(), k, level));
      int[] levels = new int[k];
      Arrays.fill(levels, level);
      double time = decoder.evaluate(s.taskToCore(), levels, s.startOrder(job), ws);
      best = Math.min(best, time * ws.energyJoules());
    }
    return best;
  }
}
