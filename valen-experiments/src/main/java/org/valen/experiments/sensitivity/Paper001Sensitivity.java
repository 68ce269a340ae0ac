package org.valen.experiments.sensitivity;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.ExperimentRunner;
import org.valen.experiments.Experiments;
import org.valen.experiments.ReportFiles;
import org.valen.experiments.Setup;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.AtomicFiles;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.JobRecord;
import org.valen.runtime.sim.LogNormalVariability;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;
import org.valen.runtime.sim.SimulationSettings;
import org.valen.runtime.sim.ValueCeiling;

/**
 * {@code valen experiment paper001-sensitivity}: ValEnJoinOpt and ValEnAdaptOpt (default options)
 * on every {@link SensitivitySetting} × seeds 1 … n of the bundled catalogue on Core M nodes of 10
 * cores, the profiles of the profiles folder. Both policies of one (setting, seed) meet the same
 * arrivals and execution times, so ValEnAdaptOpt's margin is paired by seed. Defaults: 5 seeds, 30
 * days ({@code --seeds}, {@code --days}).
 */
public final class Paper001Sensitivity implements Experiment {
  public static final String ID = "paper001-sensitivity";
  static final List<String> POLICIES = List.of("ValEnJoinOpt", "ValEnAdaptOpt");
  private static final int SEEDS = 5;
  private static final int CORES_PER_NODE = 10;

  private final List<SensitivitySetting> settings;

  public Paper001Sensitivity() {
    this(SensitivitySetting.all());
  }

  Paper001Sensitivity(List<SensitivitySetting> settings) {
    this.settings = List.copyOf(settings);
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String title() {
    return "ValEnAdaptOpt's margin over ValEnJoinOpt across the settings paper 001 leaves open (beyond the paper)";
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return settings.size() * POLICIES.size() * options.seeds().orElse(SEEDS);
  }

  @Override
  public void check(ExperimentOptions options) {
    Catalogue catalogue = ValenFiles.readCatalogue(Setup.paper001().catalogue());
    ProfileBook.load(options.profiles(), catalogue, platform(1), catalogue.templates());
  }

  private static Platform platform(int nodes) {
    return PlatformPresets.paper001(nodes, CORES_PER_NODE);
  }

  /** One run to make: the world of a (setting, seed) and a policy. */
  private record RunKey(SensitivitySetting setting, long seed, String policy, Platform platform, Workload workload,
      ProfileBook book) {}

  @Override
  public void run(ExperimentOptions options, ExperimentRunner.Progress progress, Path folder, String command) {
    int seeds = options.seeds().orElse(SEEDS);
    double days = options.days().orElse(Setup.paper001().days());
    Catalogue catalogue = ValenFiles.readCatalogue(Setup.paper001().catalogue());
    Catalogue dagRich = new Catalogue(catalogue.name(), catalogue.provenance(), catalogue.executionModel(),
        catalogue.templates().stream().filter(t -> !isChain(t)).toList());
    List<RunKey> keys = new ArrayList<>();
    for (SensitivitySetting s : settings) {
      Platform platform = platform(s.nodes());
      ProfileBook book = ProfileBook.load(options.profiles(), catalogue, platform, catalogue.templates());
      for (long seed = 1; seed <= seeds; seed++) {
        WorkloadParameters p = new WorkloadParameters(days, s.load(), Setup.paper001().referenceCores(), 3.0, 8, 20,
            s.valueCurves());
        Workload w = WorkloadGenerator.generate(s.dagRich() ? dagRich : catalogue, Setup.paper001().catalogue(), p, seed);
        for (String policy : POLICIES) {
          keys.add(new RunKey(s, seed, policy, platform, w, book));
        }
      }
    }
    SensitivityRow[] rows = new SensitivityRow[keys.size()];
    AtomicInteger done = new AtomicInteger();
    org.valen.experiments.Parallel.forEach(keys.size(), options.threads(), i -> {
      rows[i] = run(keys.get(i), catalogue);
      progress.runDone(done.incrementAndGet(), rows.length);
    });
    AtomicFiles.writeText(folder.resolve(Experiments.RUNS), SensitivityRow.csv(List.of(rows)));
    report(folder, List.of(rows), command);
  }

  private static SensitivityRow run(RunKey k, Catalogue catalogue) {
    SensitivitySetting s = k.setting();
    Map<String, String> options = new TreeMap<>(Map.of(Paper001Policies.PROFILE_POINT, s.profilePoint()));
    if (k.policy().equals("ValEnAdaptOpt")) {
      options.put(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.checkpointMinutes() * 60));
    }
    PolicyInputs inputs = new PolicyInputs(k.platform(), catalogue, Optional.of(k.book()), options);
    SimulationSettings settings = SimulationSettings.defaults().withSeed(k.seed())
        .withVariability(new LogNormalVariability(s.jobCv(), s.taskCv())).withCheckpointPause(s.pause().seconds())
        .withPausePowerShare(s.pause().powerShare());
    SimulationResult r = Simulation.run(inputs, k.workload(), Policies.find(k.policy()).orElseThrow().create(inputs),
        settings);
    ValueCeiling c = r.ceiling();
    return new SensitivityRow(s.id(), k.policy(), k.seed(), r.totalValue(), c.upperBound(), r.jobEnergyJoules(),
        r.rejectedPercent(), r.jobs().stream().mapToInt(JobRecord::migrations).sum(), c.lostToLateness());
  }

  /** Whether every task of the template has at most one predecessor and one successor. */
  static boolean isChain(JobTemplate t) {
    for (int i = 0; i < t.taskCount(); i++) {
      if (t.predecessorCount(i) > 1 || t.successorCount(i) > 1) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void rebuild(Path folder, String command) {
    report(folder, SensitivityRow.read(folder.resolve(Experiments.RUNS)), command);
  }

  private void report(Path folder, List<SensitivityRow> rows, String command) {
    SensitivityReport report = new SensitivityReport(title(), settings, rows);
    String plot = report.plot(folder);
    ReportFiles.write(folder, report.markdown(command, plot));
  }
}
