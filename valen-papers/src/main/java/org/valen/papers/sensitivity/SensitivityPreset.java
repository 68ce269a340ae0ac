package org.valen.papers.sensitivity;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.valen.experiments.preset.PaperPreset;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.preset.WholeRun;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.RowLayout;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.JobTemplate;
import org.valen.model.job.Workload;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.sim.LogNormalVariability;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Preset {@code paper001-settings}: paper 001's setting with one factor it leaves open changed, the
 * factor named by the setup field {@code setting} ({@link SensitivitySetting}: catalogue shapes,
 * load, value curves, checkpoint interval and pause, variability, profile point, nodes), on Core M
 * nodes of 10 cores with the bundled catalogue; {@code days} of arrivals. Sweeping {@code setting}
 * is the sensitivity study ({@code valen experiment paper001-sensitivity}); runs are measured as
 * paper 001's ({@link WholeRun}).
 */
public final class SensitivityPreset extends PaperPreset {
  private static final int CORES_PER_NODE = 10;
  private static final int REFERENCE_CORES = 30;

  private static final List<SetupField> FIELDS = List.of(
      SetupField.choice("setting", "setting (one factor changed from paper 001's default)",
          SensitivitySetting.all().stream().map(SensitivitySetting::id).toList()),
      SetupField.number("days", 30, SetupField.POSITIVE, Double.MAX_VALUE, "days of arrivals"));

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", false, true), KeyPart.label("policy"), KeyPart.seed("seed")),
      WholeRun.COLUMNS, RowLayout.Order.POLICY_THEN_SEED);

  public SensitivityPreset() {
    super("paper001-settings", "paper 001's setting with one factor it leaves open changed (the sensitivity study's"
        + " settings)", FIELDS, List.of("setting"), LAYOUT, WholeRun.METRICS, WholeRun.DEFAULT_METRICS);
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    return List.of("platform: nodes of " + CORES_PER_NODE + " Intel Core M cores (3 unless the setting changes it)",
        "workload: " + s.text("days") + " days of arrivals of " + Bundled.PAPER001_CATALOGUE + " at the setting's load"
            + " of the capacity of " + REFERENCE_CORES + " cores; seeds 1 … " + seeds + ", both policies of a seed"
            + " meeting the same arrivals and execution times");
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    Catalogue dagRich = new Catalogue(catalogue.name(), catalogue.provenance(), catalogue.executionModel(),
        catalogue.templates().stream().filter(t -> !isChain(t)).toList());
    Map<Integer, RunSystem> systems = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        int nodes = SensitivitySetting.named(s.text("setting")).nodes();
        return systems.computeIfAbsent(nodes,
            n -> new RunSystem(PlatformPresets.paper001(n, CORES_PER_NODE), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        SensitivitySetting setting = SensitivitySetting.named(s.text("setting"));
        return Map.of(Paper001Policies.PROFILE_POINT, setting.profilePoint(),
            Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(setting.checkpointMinutes() * 60));
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        SensitivitySetting setting = SensitivitySetting.named(s.text("setting"));
        WorkloadParameters p = new WorkloadParameters(s.number("days"), setting.load(), REFERENCE_CORES, 3.0, 8, 20,
            setting.valueCurves());
        Workload w = WorkloadGenerator.generate(setting.dagRich() ? dagRich : catalogue, Bundled.PAPER001_CATALOGUE,
            p, seed);
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed)
            .withVariability(new LogNormalVariability(setting.jobCv(), setting.taskCv()))
            .withCheckpointPause(setting.pause().seconds()).withPausePowerShare(setting.pause().powerShare());
        return new RunWorld(system(s, seed), w, settings, setupOptions(s, seed), WholeRun.MEASURE);
      }
    };
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
}
