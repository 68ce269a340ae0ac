package org.valen.experiments.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.valen.experiments.preset.Calibration;
import org.valen.experiments.preset.MetricDef;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupField;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.preset.WholeRun;
import org.valen.experiments.table.Column;
import org.valen.experiments.table.KeyPart;
import org.valen.experiments.table.PolicyEntry;
import org.valen.experiments.table.RowLayout;
import org.valen.experiments.table.RunRow;
import org.valen.model.generate.PlatformPresets;
import org.valen.model.generate.WorkloadGenerator;
import org.valen.model.generate.WorkloadParameters;
import org.valen.model.io.Bundled;
import org.valen.model.io.ValenFiles;
import org.valen.model.job.Catalogue;
import org.valen.runtime.sim.SimulationSettings;

/**
 * A small preset for the pipeline's tests: {@code nodes} nodes of 4 Core M cores, a few hours of
 * the bundled catalogue's jobs per seed, measured over the whole run ({@link WholeRun}) plus the
 * option {@code dayStartSeconds} the policy was given (column {@code given}). With {@code calibrate
 * = on}, TestGreedy runs first on every trial as {@code calibration}, and the others get {@code
 * dayStartSeconds} = the mean value of those runs at their sweep value.
 */
public final class TestPreset implements Preset {
  static final List<SetupField> FIELDS = List.of(
      SetupField.integer("nodes", 2, 1, 64, "number of nodes"),
      SetupField.number("days", 0.1, SetupField.POSITIVE, 30, "days of arrivals"),
      SetupField.number("load", 1, SetupField.POSITIVE, 10, "offered load"),
      SetupField.choice("calibrate", "calibration", List.of("off", "on")));

  private static final List<Column> COLUMNS = columns();

  private static List<Column> columns() {
    List<Column> c = new ArrayList<>(WholeRun.COLUMNS);
    c.add(Column.number("given"));
    return c;
  }

  private static final RowLayout LAYOUT = new RowLayout(List.of(KeyPart.experiment(),
      KeyPart.sweep("parameter", "x", true, false), KeyPart.label("policy"), KeyPart.seed("seed")), COLUMNS,
      RowLayout.Order.POLICY_THEN_SEED);

  @Override
  public String name() {
    return "test";
  }

  @Override
  public String description() {
    return "test: a few hours of the bundled catalogue on nodes of 4 Core M cores";
  }

  @Override
  public List<SetupField> fields() {
    return FIELDS;
  }

  @Override
  public List<String> sweepable() {
    return List.of("nodes", "load");
  }

  @Override
  public RowLayout layout() {
    return LAYOUT;
  }

  @Override
  public List<MetricDef> metrics() {
    List<MetricDef> m = new ArrayList<>(WholeRun.METRICS);
    m.add(MetricDef.column("given", "dayStartSeconds given", "given", false));
    return m;
  }

  @Override
  public List<String> defaultMetrics() {
    return List.of("value", "energy");
  }

  @Override
  public List<String> describe(SetupValues setup, int seeds) {
    return List.of("test: " + setup.text("nodes") + " nodes, " + seeds + " seeds");
  }

  @Override
  public Optional<Calibration> calibration(SetupValues setup) {
    if (!setup.is("calibrate", "on")) {
      return Optional.empty();
    }
    return Optional.of(new Calibration() {
      @Override
      public List<PolicyEntry> entries() {
        return List.of(new PolicyEntry("TestGreedy", "calibration", Map.of()));
      }

      @Override
      public Map<String, String> options(List<RunRow> rows) {
        return Map.of("dayStartSeconds", String.valueOf(rows.stream().mapToDouble(r -> r.number("value")).average()
            .orElseThrow()));
      }

      @Override
      public Map<String, String> checkOptions() {
        return Map.of("dayStartSeconds", "1");
      }
    });
  }

  @Override
  public Worlds worlds(SetupValues base) {
    Catalogue catalogue = ValenFiles.readCatalogue(Bundled.PAPER001_CATALOGUE);
    Map<Integer, RunSystem> systems = new LinkedHashMap<>();
    return new Worlds() {
      @Override
      public RunSystem system(SetupValues s, long seed) {
        return systems.computeIfAbsent(s.integer("nodes"),
            n -> new RunSystem(PlatformPresets.paper001(n, 4), catalogue));
      }

      @Override
      public Map<String, String> setupOptions(SetupValues s, long seed) {
        return Map.of("seed", String.valueOf(seed));
      }

      @Override
      public RunWorld world(SetupValues s, long seed) {
        var workload = WorkloadGenerator.generate(catalogue, Bundled.PAPER001_CATALOGUE,
            WorkloadParameters.defaults(8).withDays(s.number("days")).withLoad(s.number("load")), seed);
        return new RunWorld(system(s, seed), workload, SimulationSettings.defaults().withSeed(seed),
            setupOptions(s, seed), run -> result -> {
              Map<String, Object> cells = WholeRun.cells(result);
              cells.put("given", Double.parseDouble(run.policyOptions().getOrDefault("dayStartSeconds", "NaN")));
              return cells;
            });
      }
    };
  }
}
