package org.valen.bench;

import java.util.concurrent.TimeUnit;
import org.apache.commons.rng.UniformRandomProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.valen.model.exec.ScaledReferenceModel;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.DagShape;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.job.JobTemplate;
import org.valen.model.schedule.DecoderWorkspace;
import org.valen.model.schedule.ScheduleDecoder;

/**
 * Schedule decoder throughput: evaluations per second of random allocations (on 1 … 10 cores, at
 * random levels) of a generated 10-task DAG on paper 001's core, one thread. The target is at
 * least 5 million per second. Shapes (seed 7): {@code LAYERED} has 24 edges, denser than the
 * catalogue's 10-task jobs (13 edges on average); {@code FORK_JOIN} and {@code CHAIN} are sparser.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class DecoderBenchmark {
  private static final int ALLOCATIONS = 1024;

  @Param({"10"})
  int tasks;

  @Param({"LAYERED", "FORK_JOIN", "CHAIN"})
  DagShape shape;

  private ScheduleDecoder decoder;
  private DecoderWorkspace workspace;
  private int[][] taskToCore;
  private int[][] coreLevels;
  private int next;

  @Setup
  public void setUp() {
    CatalogueParameters p = CatalogueParameters.defaults().withTemplates(1, tasks, tasks)
        .withShapes(java.util.List.of(shape));
    JobTemplate job = CatalogueGenerator.template("bench", p, RandomStreams.create(7));
    decoder = ScheduleDecoder.of(job, ScaledReferenceModel.relativeToFastestLevel(), PlatformPresets.intelCoreM(),
        PlatformPresets.paper001(1, 1).interconnect());
    workspace = decoder.newWorkspace(tasks);
    UniformRandomProvider rng = RandomStreams.create(8);
    taskToCore = new int[ALLOCATIONS][tasks];
    coreLevels = new int[ALLOCATIONS][tasks];
    for (int a = 0; a < ALLOCATIONS; a++) {
      int k = 1 + rng.nextInt(tasks);
      for (int t = 0; t < tasks; t++) {
        taskToCore[a][t] = rng.nextInt(k);
        coreLevels[a][t] = rng.nextInt(decoder.levelCount());
      }
    }
  }

  /** One evaluation: response time (energy is left in the workspace). */
  @Benchmark
  public double evaluate() {
    int a = next;
    next = (a + 1) & (ALLOCATIONS - 1);
    return decoder.evaluate(taskToCore[a], coreLevels[a], workspace) + workspace.energyJoules();
  }
}
