package org.valen.papers.crosspaper;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.valen.experiments.Experiment;
import org.valen.experiments.ExperimentOptions;
import org.valen.experiments.RunUnits;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.policy.RunProfiles;
import org.valen.experiments.preset.Preset;
import org.valen.experiments.preset.RunSystem;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.report.ReportFiles;
import org.valen.experiments.table.RunTable;
import org.valen.hc.paper000.Paper000Options;
import org.valen.hc.paper000.heuristics.Paper000Heuristics;
import org.valen.model.io.InvalidInputException;
import org.valen.runtime.offers.OfferOrigin;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.profiles.ProfileBook;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * {@code valen experiment cross-paper}: every policy on the class path, each with its default
 * options (and paper 000's heuristics also polled), on each bundled workload ({@link CrossWorkload}), seed 1 — or, where it cannot serve the
 * workload, the one line that says why (an unmet need, profiles it needs that the profiles folder
 * lacks and cannot be made on the fly, a refusal of its provider). A policy gets the options the
 * workload's setup gives to the policies that take them (paper 001's checkpoint interval, paper
 * 000's day); a policy that needs profiles gets them, and its offers from them — the folder's, or,
 * on a workload of one-task templates the folder has none of (papers 002 and 004's trials), profiles
 * made on the fly ({@link RunProfiles}); any other its offers from the execution model. Writes
 * {@code runs.csv} (one row per
 * policy × workload) and {@code report.md} with the table.
 */
public final class CrossPaperExperiment implements Experiment {
  public static final String ID = "cross-paper";
  private final List<CrossWorkload> workloads;
  private final Supplier<List<PolicyProvider>> policies;

  /** A row of the table: a policy under a label, with options of its own. */
  private record Row(PolicyProvider provider, String label, Map<String, String> options) {}

  /** Paper 000's heuristics also run polled (the paper's other task management environment). */
  private static final String POLLED = " polled";

  /** The table of every policy on the class path on the bundled workloads. */
  public CrossPaperExperiment() {
    this(CrossWorkload.all(polledToo(Paper000Heuristics.names())), Policies::all);
  }

  /** {@code names}, and each of them polled. */
  static List<String> polledToo(List<String> names) {
    List<String> all = new ArrayList<>(names);
    names.forEach(n -> all.add(n + POLLED));
    return all;
  }

  /**
   * The table's rows: every policy with its defaults, and each of paper 000's heuristics again in the
   * polled environment, the paper's better one for most of them (section V).
   */
  private static List<Row> rows(List<PolicyProvider> providers) {
    List<Row> rows = new ArrayList<>();
    providers.forEach(p -> rows.add(new Row(p, p.name(), Map.of())));
    providers.stream().filter(p -> Paper000Heuristics.names().contains(p.name()))
        .forEach(p -> rows.add(new Row(p, p.name() + POLLED, Map.of(Paper000Options.ENVIRONMENT, "polled"))));
    return rows;
  }

  /** The table of {@code policies} on {@code workloads} (tests). */
  CrossPaperExperiment(List<CrossWorkload> workloads, Supplier<List<PolicyProvider>> policies) {
    this.workloads = List.copyOf(workloads);
    this.policies = policies;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String title() {
    return "Every policy on every bundled workload: papers 001, 000, 002 and 004, STG and WfCommons graphs"
        + " (beyond the papers)";
  }

  @Override
  public int runCount(ExperimentOptions options) {
    return workloads.size() * rows(policies.get()).size();
  }

  @Override
  public void check(ExperimentOptions options) {
    if (options.seeds().isPresent() || options.days().isPresent() || !options.added().isEmpty()) {
      throw InvalidInputException.of("experiment " + ID, "--seeds/--days/--add-policy", "given",
          "none of them: the table runs seed 1 of each bundled workload, whose profiles are committed or made on the fly,"
              + " with every policy on the class path (a policy of your own included)");
    }
  }

  /** One unit per policy × workload, in the table's order. */
  @Override
  public RunUnits units(ExperimentOptions options) {
    check(options);
    List<Row> rows = rows(policies.get());
    List<Cell> cells = new ArrayList<>();
    for (CrossWorkload w : workloads) {
      Preset.Worlds worlds = w.preset().worlds(w.setup());
      RunSystem system = worlds.system(w.setup(), 1);
      RunWorld world = worlds.world(w.setup(), 1);
      Profiles profiles = Profiles.of(options.profiles(), system, rows.stream().anyMatch(r -> r.provider().needsProfiles()));
      for (Row r : rows) {
        cells.add(cell(w, world, system, r, Optional.of(options.profiles()), profiles));
      }
    }
    return new RunUnits() {
      @Override
      public int units(int stage) {
        return cells.size();
      }

      @Override
      public List<String> run(int stage, int unit, List<String> earlier) {
        return List.of(cells.get(unit).run().line());
      }

      @Override
      public void finish(List<String> lines, Path folder, String command) {
        RunTable.write(folder, CrossRow.HEADER, lines);
        rebuild(options, folder, command);
      }
    };
  }

  @Override
  public void rebuild(ExperimentOptions options, Path folder, String command) {
    report(folder, CrossRow.read(folder.resolve(RunTable.FILE)), command);
  }

  private void report(Path folder, List<CrossRow> rows, String command) {
    List<String> plots = CrossPlots.write(folder, rows, workloads);
    ReportFiles.write(folder, CrossReport.markdown(title(), rows, workloads, plots, command));
  }

  /** One policy on one workload: either a refusal, known before anything runs, or inputs to run. */
  private record Cell(CrossWorkload workload, String policy, String refusal, RunWorld world, PolicyProvider provider,
      PolicyInputs inputs) {
    CrossRow run() {
      boolean own = workload.isOwn(policy);
      if (!refusal.isEmpty()) {
        return CrossRow.refused(workload.id(), policy, own, refusal);
      }
      SimulationResult r = Simulation.run(inputs, world.workload(), provider.create(inputs), world.settings());
      String offers = OfferOrigin.of(inputs).label();
      return new CrossRow(workload.id(), policy, own, "", offers, r.jobs().size(), r.totalValue(), r.valueUpperBound(),
          r.jobEnergyJoules(), r.rejectedPercent());
    }
  }

  /**
   * The profiles of a workload's system: those of the folder if they fit (a policy that needs them
   * gets them and its offers from them; any other its offers from the execution model), else, for
   * a catalogue of one-task templates, profiles made on the fly in the cache ({@link RunProfiles}),
   * else none and why.
   */
  private record Profiles(Optional<ProfileBook> book, String missing) {
    static Profiles of(Path folder, RunSystem system, boolean anyNeeds) {
      if (!anyNeeds) {
        return new Profiles(Optional.empty(), "");
      }
      try {
        return new Profiles(RunProfiles.choose(Optional.of(folder), system.catalogue(), system.platform(),
            system.catalogue().templates(), true).book(), "");
      } catch (InvalidInputException e) {
        return new Profiles(Optional.empty(), e.problems().get(0).toString());
      }
    }
  }

  /** Checks row {@code r} on the workload: its needs, its profiles and its provider's own refusal. */
  private static Cell cell(CrossWorkload w, RunWorld world, RunSystem system, Row r, Optional<Path> profiles,
      Profiles book) {
    PolicyProvider p = r.provider();
    Map<String, String> options = new TreeMap<>();
    world.setupOptions().forEach((name, value) -> {
      if (PolicyChecks.takes(p, name)) {
        options.put(name, value);
      }
    });
    options.putAll(r.options());
    List<String> problems = PolicyChecks.problems(p, system.platform(), system.catalogue(), profiles, options);
    if (!problems.isEmpty()) {
      return refusal(w, r, problems.get(0));
    }
    if (p.needsProfiles() && book.book().isEmpty()) {
      return refusal(w, r, "policy " + p.name() + " needs design-time profiles: " + book.missing());
    }
    // offers from the profiles for a policy that needs them, from the execution model for any other
    Optional<ProfileBook> offersFrom = OfferOrigin.defaultFor(p) == OfferOrigin.PROFILES ? book.book() : Optional.empty();
    PolicyInputs inputs = new PolicyInputs(system.platform(), system.catalogue(), offersFrom, options);
    try {
      p.create(inputs);
    } catch (IllegalArgumentException e) {
      return refusal(w, r, "policy " + p.name() + " refuses it: " + e.getMessage());
    }
    return new Cell(w, r.label(), "", world, p, inputs);
  }

  private static Cell refusal(CrossWorkload w, Row r, String why) {
    return new Cell(w, r.label(), why, null, r.provider(), null);
  }
}
