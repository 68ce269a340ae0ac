package org.valen.experiments.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.valen.experiments.RunUnits;
import org.valen.experiments.preset.Calibration;
import org.valen.experiments.preset.RunContext;
import org.valen.experiments.preset.RunMeasure;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.scenario.Scenario;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RowLayout;
import org.valen.experiments.table.RunKey;
import org.valen.experiments.table.RunRow;
import org.valen.experiments.table.RunTable;
import org.valen.runtime.offers.OfferOrigin;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * The runs of a scenario as {@link RunUnits}: a unit per (sweep value, trial), which makes the
 * trial's world once and runs every policy on it. A preset with a calibration (paper 000's energy
 * constraint) has two stages: stage 0 runs the calibration's policies on every (sweep value,
 * trial), and stage 1 gives the scenario's policies at a sweep value what the calibration rows at
 * that value set. A unit is a pure function of the scenario, its number and the earlier stage's
 * lines, so every way of running the units gives the same {@code runs.csv}; rows are written in the
 * preset's order ({@link RowLayout.Order}).
 */
final class ScenarioUnits implements RunUnits {
  private final Scenario scenario;
  private final ScenarioInputs inputs;
  private final Optional<Calibration> calibration;
  private final Optional<Path> jobsFolder;
  private final BiConsumer<Path, String> report;
  private final boolean keepWorlds;
  private final ConcurrentHashMap<Integer, RunWorld> kept = new ConcurrentHashMap<>();

  /**
   * @param keepWorlds keep each calibration unit's world for the next stage (one process runs both
   *     stages of every unit; a shard does not, so it makes the world again)
   * @param report makes summary, plots and report from the {@code runs.csv} of a folder
   */
  ScenarioUnits(Scenario scenario, ScenarioInputs inputs, Optional<Path> jobsFolder, boolean keepWorlds,
      BiConsumer<Path, String> report) {
    this.scenario = scenario;
    this.inputs = inputs;
    this.calibration = scenario.preset().calibration(scenario.setup());
    this.jobsFolder = jobsFolder;
    this.keepWorlds = keepWorlds;
    this.report = report;
  }

  @Override
  public int stages() {
    return calibration.isPresent() ? 2 : 1;
  }

  @Override
  public int units(int stage) {
    return scenario.points().size() * scenario.seeds();
  }

  @Override
  public Optional<RunUnits> withJobsFolder(Path folder) {
    return Optional.of(new ScenarioUnits(scenario, inputs, Optional.of(folder), keepWorlds, report));
  }

  @Override
  public List<String> run(int stage, int unit, List<String> earlier) {
    Optional<String> x = scenario.points().get(unit / scenario.seeds());
    long seed = unit % scenario.seeds() + 1;
    int calibrationEntries = calibration.map(c -> c.entries().size()).orElse(0);
    boolean calibrating = stage == 0 && calibration.isPresent();
    RunWorld world = world(unit, x, seed, calibrating);
    Map<String, String> calibrated = calibrating || calibration.isEmpty() ? Map.of()
        : calibration.get().options(calibrationRows(earlier, x));
    List<String> lines = new ArrayList<>();
    int from = calibrating ? 0 : calibrationEntries;
    int to = calibrating ? calibrationEntries : inputs.entries().size();
    for (int e = from; e < to; e++) {
      lines.add(line(e, world, x, seed, calibrated));
    }
    return lines;
  }

  /** The world of a unit: made once per process for both stages (the calibration keeps it for the next). */
  private RunWorld world(int unit, Optional<String> x, long seed, boolean calibrating) {
    RunWorld world = calibrating ? null : kept.remove(unit);
    if (world == null) {
      synchronized (inputs) { // presets cache systems and workloads in plain maps
        world = inputs.world(x, seed);
      }
    }
    if (calibrating && keepWorlds) {
      kept.put(unit, world);
    }
    return world;
  }

  private List<RunRow> calibrationRows(List<String> earlier, Optional<String> x) {
    String cell = x.map(v -> scenario.preset().layout().xCell(v)).orElse("");
    return RunTable.parse("calibration runs", scenario.preset().layout(), scenario.swept(), earlier).stream()
        .filter(r -> r.x().equals(cell)).toList();
  }

  private String line(int entry, RunWorld world, Optional<String> x, long seed, Map<String, String> calibrated) {
    PolicyEntry e = inputs.entries().get(entry);
    PolicyInputs policyInputs = inputs.inputs(entry, world, calibrated);
    Map<String, String> setupOptions = new java.util.TreeMap<>(world.setupOptions());
    setupOptions.putAll(calibrated);
    RunMeasure.Observation observation = world.measure().start(new RunContext(scenario.setupAt(x), seed, e,
        setupOptions, policyInputs.options()));
    SimulationResult result = Simulation.run(policyInputs, world.workload(),
        inputs.provider(entry).create(policyInputs), world.settings(), observation.trace());
    jobsFolder.ifPresent(f -> JobsFiles.write(f, result.jobs(), scenario.id(), "x=" + x.orElse(""), e.label(),
        "seed=" + seed));
    RunKey key = new RunKey(scenario.id(), scenario.parameterId(), x, seed, e, scenario.setupAt(x).values(),
        OfferOrigin.of(policyInputs));
    return scenario.preset().layout().line(key, scenario.swept(), observation.cells(result));
  }

  @Override
  public void finish(List<String> lines, Path folder, String command) {
    RunTable.write(folder, RunTable.header(scenario.preset().layout(), scenario.swept()), ordered(lines));
    report.accept(folder, command);
  }

  /** The lines in the preset's order: the calibration's first, then each sweep value's rows. */
  private List<String> ordered(List<String> lines) {
    if (scenario.preset().layout().order() == RowLayout.Order.SEED_THEN_POLICY) {
      return lines;
    }
    int first = calibration.map(c -> c.entries().size()).orElse(0) * units(0);
    List<String> out = new ArrayList<>(lines.subList(0, first));
    int policies = scenario.entries().size();
    int seeds = scenario.seeds();
    for (int x = 0; x < scenario.points().size(); x++) {
      for (int p = 0; p < policies; p++) {
        for (int s = 0; s < seeds; s++) {
          out.add(lines.get(first + ((x * seeds + s) * policies + p)));
        }
      }
    }
    return out;
  }
}
