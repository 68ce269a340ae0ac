package org.valen.profiler;

import java.util.List;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.CoreType;
import org.valen.model.platform.Interconnect;
import org.valen.model.platform.PState;
import org.valen.model.schedule.ScheduleDecoder;
import org.valen.model.value.StepCurve;

/** Test fixtures: seeded random jobs on paper 001's core, and a tiny two-level core for hand checks. */
public final class Jobs {
  /** Paper 001's Intel Core M: 6 levels. */
  public static final CoreType CORE_M = PlatformPresets.intelCoreM();
  public static final Interconnect LINK = PlatformPresets.paper001(1, 1).interconnect();
  public static final ScaledReferenceModel MODEL = ScaledReferenceModel.relativeToFastestLevel();
  /** Level 0: 2 GHz, 4 W; level 1: 1 GHz (times double), 1 W; static 0.5 W per core. */
  public static final CoreType TWO_LEVELS =
      CoreType.of("c", List.of(new PState(2e9, 1.0, 4), new PState(1e9, 0.7, 1)), 0.5);
  /** An edge of 100 bytes costs 1 s between cores. */
  public static final Interconnect SLOW_LINK = new Interconnect(100, 10);

  private Jobs() {}

  /** A random job of {@code minTasks … maxTasks} tasks (paper 001's generator), from {@code seed}. */
  public static JobTemplate random(long seed, int minTasks, int maxTasks) {
    CatalogueParameters p = CatalogueParameters.defaults().withTemplates(1, minTasks, maxTasks);
    return CatalogueGenerator.template("job-" + seed, p, RandomStreams.create(seed));
  }

  /** Two independent tasks of 2 s each. */
  public static JobTemplate twoIndependentTasks() {
    return JobTemplate.builder("pair").valueCurve(StepCurve.hardDeadline(10, 100))
        .task("a", "x", 2).task("b", "x", 2).build();
  }

  public static ScheduleDecoder decoder(JobTemplate job) {
    return ScheduleDecoder.of(job, MODEL, CORE_M, LINK);
  }

  public static TemplateProfiler profiler(ProfilerSettings settings) {
    return new TemplateProfiler(CORE_M, MODEL, LINK, settings);
  }
}
