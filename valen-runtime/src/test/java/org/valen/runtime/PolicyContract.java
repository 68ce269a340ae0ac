package org.valen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.valen.model.generate.CatalogueGenerator;
import org.valen.model.generate.CatalogueParameters;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.RandomStreams;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.JobStatus;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;

/**
 * The contract every policy must keep, whatever it decides (as Jenetics' {@code GeneTester}):
 * run on seeded random platforms and overloaded workloads, with the kernel's trace,
 *
 * <ul>
 *   <li>no core runs two tasks at once;
 *   <li>no task starts before all its predecessors have finished;
 *   <li>every job that completes ran each of its tasks to the end once (in one piece or, paused,
 *       moved or preempted, in several), and a rejected or cancelled job ran nothing;
 *   <li>the energy reported equals the integral of the traced core power, and equals the energy
 *       charged to jobs plus the idle energy;
 *   <li>the same seed gives the same result.
 * </ul>
 *
 * A policy's test extends this class, says how to make the policy ({@link #create}) and, if it
 * takes options, which ones each seed runs with ({@link #options(long)}); it runs on paper 001's
 * scenario ({@link #scenario(long, Map)}) unless it overrides {@link #scenario(long)}. The contracts
 * of the other papers' workloads (valen-hc's test jar: {@code Paper000Contract}, {@code
 * Paper002Contract}, {@code Paper004Contract}) have the same shape: the same three methods, and a
 * static {@code scenario(seed, options)} giving one of their scenarios. The class is in
 * valen-runtime's test jar, for the tests of policies of one's own ({@code docs/policies.md}).
 */
public abstract class PolicyContract {

  /** The policy under test, made from the scenario's inputs. */
  protected abstract Policy create(PolicyInputs inputs);

  /** The policy options of the run of {@code seed}; by default none. */
  protected Map<String, String> options(long seed) {
    return Map.of();
  }

  /**
   * What a policy runs on in one contract check.
   *
   * @param platform the platform
   * @param catalogue the job templates and their execution model
   * @param workload the arrivals
   * @param inputs what the policy is made from (platform, catalogue, profiles if any, its options)
   * @param settings the run's settings (seed, execution-time variability, stop time)
   */
  public record Scenario(Platform platform, Catalogue catalogue, Workload workload, PolicyInputs inputs,
      SimulationSettings settings) {}

  /**
   * The scenario of one seed. By default a small random paper-001 setting: 1–3 nodes of 2–8 Core M
   * cores, 6 DAG templates of 1–7 tasks with test profiles, two overloaded days; a policy for
   * other systems (ETC/APC machines, independent tasks) overrides this with its own.
   */
  protected Scenario scenario(long seed) {
    return scenario(seed, options(seed));
  }

  /** Paper 001's scenario of {@code seed}, without policy options. */
  public static Scenario paper001Scenario(long seed) {
    return scenario(seed, Map.of());
  }

  /** Paper 001's scenario of {@code seed}, with {@code options} for the policy. */
  public static Scenario scenario(long seed, Map<String, String> options) {
    UniformRandomProvider rng = RandomStreams.create(seed, 999);
    Platform base = PlatformPresets.paper001(1 + rng.nextInt(3), 2 + rng.nextInt(7));
    List<Node> nodes = new ArrayList<>();
    for (Node n : base.nodes()) {
      nodes.add(new Node(n.id(), n.coreTypeId(), n.cores(), 1, 0.8 + 0.2 * rng.nextDouble()));
    }
    Platform platform = base.withNodes(base.name(), nodes);
    Catalogue catalogue = CatalogueGenerator.generate(
        CatalogueParameters.defaults().withTemplates(6, 1, 7).withTaskSeconds(60, 3600), seed);
    Workload workload = WorkloadGenerator.generate(catalogue, "c.json",
        WorkloadParameters.defaults(platform.totalCores()).withDays(2).withLoad(1.5), seed);
    ProfileBook profiles = TestProfiles.book(catalogue, platform);
    return new Scenario(platform, catalogue, workload,
        new PolicyInputs(platform, catalogue, Optional.of(profiles), options), SimulationSettings.defaults().withSeed(seed));
  }

  private SimulationResult run(Scenario s, long seed, RecordingTrace trace) {
    return Simulation.run(s.inputs(), s.workload(), create(s.inputs()), s.settings(), trace);
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldNeverRunTwoTasksOnOneCoreAtOnce(long seed) {
    RecordingTrace trace = new RecordingTrace();
    run(scenario(seed), seed, trace);
    Map<Integer, List<RecordingTrace.Piece>> byCore = new HashMap<>();
    trace.pieces.forEach(p -> byCore.computeIfAbsent(p.core(), c -> new ArrayList<>()).add(p));
    assertThat(trace.pieces).as("seed %d: something ran", seed).isNotEmpty();
    for (List<RecordingTrace.Piece> pieces : byCore.values()) {
      pieces.sort(Comparator.comparingDouble(RecordingTrace.Piece::start));
      for (int i = 1; i < pieces.size(); i++) {
        assertThat(pieces.get(i).start()).as("seed %d: %s overlaps %s", seed, pieces.get(i), pieces.get(i - 1))
            .isGreaterThanOrEqualTo(pieces.get(i - 1).end());
      }
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldRespectPrecedenceAndRunEveryTaskOfStartedJobs(long seed) {
    Scenario s = scenario(seed);
    RecordingTrace trace = new RecordingTrace();
    SimulationResult result = run(s, seed, trace);
    Map<String, List<RecordingTrace.Piece>> byJob = new HashMap<>();
    trace.pieces.forEach(p -> byJob.computeIfAbsent(p.job(), j -> new ArrayList<>()).add(p));
    for (JobRecord record : result.jobs()) {
      List<RecordingTrace.Piece> pieces = byJob.getOrDefault(record.id(), List.of());
      if (record.status() == JobStatus.REJECTED_IN_QUEUE || record.status() == JobStatus.CANCELLED) {
        assertThat(pieces).as("seed %d: rejected or cancelled %s ran", seed, record.id()).isEmpty();
        continue;
      }
      if (record.status() == JobStatus.UNFINISHED || record.status() == JobStatus.ABANDONED) {
        continue; // caught by the stop time or dropped after a preemption: checked for overlaps and energy only
      }
      JobTemplate t = s.catalogue().template(record.templateId());
      double[] firstStart = new double[t.taskCount()];
      double[] end = new double[t.taskCount()];
      java.util.Arrays.fill(firstStart, Double.POSITIVE_INFINITY);
      int finished = 0;
      for (RecordingTrace.Piece p : pieces) {
        firstStart[p.task()] = Math.min(firstStart[p.task()], p.start());
        if (p.finished()) {
          end[p.task()] = p.end();
          finished++;
        }
      }
      assertThat(finished).as("seed %d: tasks of %s that finished once", seed, record.id()).isEqualTo(t.taskCount());
      for (int task = 0; task < t.taskCount(); task++) {
        for (int k = 0; k < t.predecessorCount(task); k++) {
          assertThat(firstStart[task]).as("seed %d: %s task %d before its predecessor", seed, record.id(), task)
              .isGreaterThanOrEqualTo(end[t.predecessor(task, k)]);
        }
      }
      assertThat(record.finishSeconds()).isEqualTo(java.util.Arrays.stream(end).max().orElseThrow());
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void shouldReportEnergyEqualToTheIntegralOfPower(long seed) {
    Scenario s = scenario(seed);
    RecordingTrace trace = new RecordingTrace();
    SimulationResult result = run(s, seed, trace);
    double[] efficiency = new double[s.platform().totalCores()];
    int core = 0;
    for (Node n : s.platform().nodes()) {
      for (int i = 0; i < n.cores(); i++) {
        efficiency[core++] = n.powerSupplyEfficiency();
      }
    }
    Map<String, double[]> last = new HashMap<>(); // core/kind → {since, watts}
    double integral = 0;
    for (RecordingTrace.PowerChange c : trace.power) {
      double[] previous = last.put(c.core() + "/" + c.kind(), new double[] {c.seconds(), c.watts()});
      if (previous != null) {
        integral += previous[1] * (c.seconds() - previous[0]) / efficiency[c.core()];
      }
    }
    for (Map.Entry<String, double[]> e : last.entrySet()) {
      int c = Integer.parseInt(e.getKey().substring(0, e.getKey().indexOf('/')));
      integral += e.getValue()[1] * (result.endSeconds() - e.getValue()[0]) / efficiency[c];
    }
    assertThat(result.totalEnergyJoules()).as("seed %d", seed).isCloseTo(integral, within(integral * 1e-9));
    assertThat(result.jobEnergyJoules() + result.idleEnergyJoules()).as("seed %d", seed)
        .isCloseTo(result.totalEnergyJoules(), within(result.totalEnergyJoules() * 1e-9));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2})
  void shouldGiveTheSameResultForTheSameSeed(long seed) {
    Scenario s = scenario(seed);
    SimulationResult a = run(s, seed, new RecordingTrace());
    SimulationResult b = run(scenario(seed), seed, new RecordingTrace());
    assertThat(b.jobs()).isEqualTo(a.jobs());
    assertThat(b.totalEnergyJoules()).isEqualTo(a.totalEnergyJoules());
  }
}
