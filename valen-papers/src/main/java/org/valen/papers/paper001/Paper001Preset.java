package org.valen.papers.paper001;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
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
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.model.job.Workload;
import org.valen.model.platform.Platform;
import org.valen.runtime.paper001.Paper001Policies;
import org.valen.runtime.sim.LogNormalVariability;
import org.valen.runtime.sim.SimulationSettings;

/**
 * Paper 001's kind of setting (section V): {@code nodes} × {@code coresPerNode} cores of one core
 * type, and for each seed its arrivals ({@link Arrivals}: by default a workload generated from the
 * catalogue, {@code days} of arrivals at {@code load} of the capacity of {@code referenceCores}
 * cores), actual times varying log-normally ({@code jobCv}, {@code taskCv}); policies that take
 * {@code checkpointSeconds} get the setup's checkpoint interval. A generated workload depends on
 * its load and seed only, so every platform of a sweep meets the same arrivals (as the paper's one
 * month of jobs). A run measures its whole length ({@link WholeRun}).
 *
 * <p>The defaults are paper 001's setting: 3 nodes of 10 Intel Core M cores, the bundled catalogue,
 * a month of arrivals at load 1.0 of 30 cores, checkpoints every 5 minutes, CVs 0.2 and 0.1. The
 * load is our calibration: it puts the rejection rates of Table II's 2–6 nodes in the paper's
 * range; the paper does not give its arrival rate.
 */
public final class Paper001Preset extends PaperPreset {
  /** Paper 001's four approaches (Table I), in the paper's order. */
  public static final List<String> APPROACHES = List.of("ValOpt", "ValEnSepOpt", "ValEnJoinOpt", "ValEnAdaptOpt");

  private static final List<SetupField> FIELDS = List.of(
      SetupField.integer("nodes", 3, 1, 100_000, "number of nodes"),
      SetupField.integer("coresPerNode", 10, 1, 100_000, "cores per node").withColumnId("cores-per-node"),
      SetupField.text("catalogue", "bundled:paper001-catalogue.json", "catalogue"),
      SetupField.number("days", 30, SetupField.POSITIVE, Double.MAX_VALUE, "days of arrivals"),
      SetupField.number("load", 1.0, SetupField.POSITIVE, Double.MAX_VALUE, "offered load"),
      SetupField.integer("referenceCores", 30, 1, 10_000_000, "cores the load refers to"),
      SetupField.number("checkpointMinutes", 5, SetupField.POSITIVE, Double.MAX_VALUE, "checkpoint interval (min)")
          .withColumnId("checkpoint-minutes"),
      SetupField.number("jobCv", 0.2, 0, Double.MAX_VALUE, "job time CV").withColumnId("job-variability"),
      SetupField.number("taskCv", 0.1, 0, Double.MAX_VALUE, "task time CV"));

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", true, true), KeyPart.label("policy"), KeyPart.seed("seed")),
      WholeRun.COLUMNS, RowLayout.Order.POLICY_THEN_SEED);

  private static final List<String> SWEEPABLE = List.of("nodes", "coresPerNode", "checkpointMinutes", "load", "jobCv");

  /** Where a run's arrivals come from, and how the report says so. */
  public interface Arrivals {
    /** The catalogue every run of {@code base} uses. */
    Catalogue catalogue(SetupValues base);

    /** The arrivals of a run at {@code s} with {@code seed}; called once per distinct {@link #key}. */
    Workload workload(Catalogue catalogue, SetupValues s, long seed);

    /** The fields and seed whose values make the same arrivals (a cache key). */
    String key(SetupValues s, long seed);

    /** The report's line on the workload. */
    String describe(SetupValues s, int seeds);
  }

  /** Paper 001's: generated from the setup's catalogue. */
  private static final Arrivals GENERATED = new Arrivals() {
    @Override
    public Catalogue catalogue(SetupValues base) {
      return ValenFiles.readCatalogue(base.text("catalogue"));
    }

    @Override
    public Workload workload(Catalogue catalogue, SetupValues s, long seed) {
      return WorkloadGenerator.generate(catalogue, s.text("catalogue"), WorkloadParameters.defaults(
          s.integer("referenceCores")).withDays(s.number("days")).withLoad(s.number("load")), seed);
    }

    @Override
    public String key(SetupValues s, long seed) {
      return s.key("load", "days", "referenceCores") + seed;
    }

    @Override
    public String describe(SetupValues s, int seeds) {
      return "workload: " + s.text("days") + " days of arrivals of " + s.text("catalogue") + ", load " + s.text("load")
          + " of the capacity of " + s.text("referenceCores") + " cores, weekday peaks; seeds 1 … " + seeds
          + " (each seed a new workload and new execution-time variability)";
    }
  };

  private final BiFunction<Integer, Integer, Platform> platform;
  private final Optional<String> profilesSubfolder;
  private final Arrivals arrivals;

  /**
   * A preset of paper 001's kind.
   *
   * @param fields its setup fields (paper 001's, or some of them with other defaults)
   * @param platform nodes × cores per node → the platform
   * @param profilesSubfolder where its profiles are in the profiles folder, if not there
   * @param arrivals where a run's arrivals come from
   */
  public Paper001Preset(String name, String description, List<SetupField> fields, List<String> sweepable,
      BiFunction<Integer, Integer, Platform> platform, Optional<String> profilesSubfolder, Arrivals arrivals) {
    super(name, description, fields, sweepable, LAYOUT, WholeRun.METRICS, WholeRun.DEFAULT_METRICS);
    this.platform = platform;
    this.profilesSubfolder = profilesSubfolder;
    this.arrivals = arrivals;
  }

  /** The setup fields of paper 001's setting, with its defaults. */
  public static List<SetupField> paperFields() {
    return FIELDS;
  }

  /** Paper 001's nodes of Intel Core M cores (the default preset of a scenario). */
  public static Paper001Preset paper001() {
    return new Paper001Preset("paper001", "nodes of Intel Core M cores (paper 001) and DAG jobs generated from a"
        + " catalogue", FIELDS, SWEEPABLE, PlatformPresets::paper001, Optional.empty(), GENERATED);
  }

  /** The same on nodes of RK3399 Cortex-A72 cores; its profiles are in the profiles folder's {@code rk3399/}. */
  public static Paper001Preset rk3399() {
    return new Paper001Preset("rk3399", "nodes of RK3399 Cortex-A72 cores and DAG jobs generated from a catalogue"
        + " (profiles in PROFILES/rk3399)", FIELDS, SWEEPABLE, PlatformPresets::rk3399, Optional.of("rk3399"),
        GENERATED);
  }

  @Override
  public Path profilesIn(Path profiles) {
    return profilesSubfolder.map(profiles::resolve).orElse(profiles);
  }

  @Override
  public List<String> describe(SetupValues s, int seeds) {
    List<String> lines = new ArrayList<>();
    lines.add("platform: " + name() + " nodes of " + s.text("coresPerNode") + " cores (" + s.text("nodes")
        + " nodes unless varied)");
    lines.add(arrivals.describe(s, seeds));
    lines.add("checkpoints: every " + s.text("checkpointMinutes") + " min unless varied, for the policies that take "
        + Paper001Policies.CHECKPOINT_SECONDS + " (ValEnAdaptOpt)");
    return lines;
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Catalogue catalogue = arrivals.catalogue(base);
    Map<String, RunSystem> systems = new HashMap<>();
    Map<String, Workload> workloads = new HashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        return systems.computeIfAbsent(s.key("nodes", "coresPerNode"),
            k -> new RunSystem(platform.apply(s.integer("nodes"), s.integer("coresPerNode")), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        return Map.of(Paper001Policies.CHECKPOINT_SECONDS, String.valueOf(s.number("checkpointMinutes") * 60));
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        Workload workload = workloads.computeIfAbsent(arrivals.key(s, seed),
            k -> arrivals.workload(catalogue, s, seed));
        SimulationSettings settings = SimulationSettings.defaults().withSeed(seed)
            .withVariability(new LogNormalVariability(s.number("jobCv"), s.number("taskCv")));
        return new RunWorld(system(s, seed), workload, settings, setupOptions(s, seed), WholeRun.MEASURE);
      }
    };
  }
}
