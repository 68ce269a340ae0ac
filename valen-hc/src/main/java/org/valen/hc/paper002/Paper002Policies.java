package org.valen.hc.paper002;

import java.util.List;
import java.util.Locale;
import org.valen.hc.paper002.heuristics.Heuristic;
import org.valen.hc.paper002.heuristics.LightestLoad;
import org.valen.hc.paper002.heuristics.MinimumExpectedCompletionTime;
import org.valen.hc.paper002.heuristics.RandomAssignment;
import org.valen.hc.paper002.heuristics.ShortestQueue;
import org.valen.model.exec.ExecutionModel;
import org.valen.model.job.JobTemplate;
import org.valen.model.platform.Node;
import org.valen.model.platform.Platform;
import org.valen.model.trials.paper002.cluster.Cluster;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyFamily;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyOption;
import org.valen.runtime.policy.PolicyProvider;

/**
 * Service providers of paper 002's four heuristics, by name ({@code valen policies}: SQ, MECT, LL,
 * RAND), each with the options of {@link Paper002Options}: with its filters (none, en, rob, en+rob)
 * and start-time cancellation on or off they are the paper's 32 variants. They serve any workload:
 * with execution-time pmfs (paper 002), or, on a model of expected times only, with gamma pmfs made
 * around them; a DAG job is mapped as a whole onto one core ({@link ImmediateModePolicy}).
 */
public final class Paper002Policies {
  /** The four heuristics in the paper's order. */
  public static final List<String> NAMES = List.of("SQ", "MECT", "LL", "RAND");

  private Paper002Policies() {}

  /** The heuristic named {@code name} (case-insensitive), RAND drawing with {@code seed}. */
  public static Heuristic heuristic(String name, long seed) {
    return switch (name.toUpperCase(Locale.ROOT)) {
      case "SQ" -> new ShortestQueue();
      case "MECT" -> new MinimumExpectedCompletionTime();
      case "LL" -> new LightestLoad();
      case "RAND" -> new RandomAssignment(seed);
      default -> throw new IllegalArgumentException("unknown paper 002 heuristic '" + name + "'; known: " + NAMES);
    };
  }

  /** The policy of heuristic {@code name} with {@code settings} on the run of {@code inputs}. */
  public static ImmediateModePolicy create(String name, Paper002Settings settings, PolicyInputs inputs) {
    Platform platform = inputs.platform();
    double budget = Double.isNaN(settings.energyBudgetJoules())
        ? Cluster.budgetJoules(platform, settings.windowSeconds(), middlePState(platform))
        : settings.energyBudgetJoules();
    double tAvg = Double.isNaN(settings.tAvgSeconds()) ? averageSeconds(inputs) : settings.tAvgSeconds();
    return new ImmediateModePolicy(heuristic(name, settings.seed()), settings, platform,
        inputs.catalogue().executionModel(), budget, tAvg);
  }

  /** P2 of five: the middle P-state of the platform's first core type. */
  static int middlePState(Platform platform) {
    return (platform.coreTypes().get(0).levelCount() - 1) / 2;
  }

  /**
   * t_avg (section 6): "the average execution time of all task types across all machines and all
   * P-states" — the mean expected time of the templates' job over every node and P-state it can
   * run on; a DAG job's time is its one-core time, the sum of its tasks' (it runs on one core).
   */
  static double averageSeconds(PolicyInputs inputs) {
    ExecutionModel model = inputs.catalogue().executionModel();
    Platform platform = inputs.platform();
    double sum = 0;
    long count = 0;
    for (JobTemplate t : inputs.catalogue().templates()) {
      for (Node n : platform.nodes()) {
        var type = platform.coreTypeOf(n);
        for (int level = 0; level < type.levelCount(); level++) {
          double s = 0;
          for (int task = 0; task < t.taskCount(); task++) {
            s += model.timeSeconds(t.task(task), type, level);
          }
          if (Double.isFinite(s)) {
            sum += s;
            count++;
          }
        }
      }
    }
    if (count == 0) {
      throw new IllegalArgumentException("no task type of catalogue " + inputs.catalogue().name() + " runs on"
          + " platform " + platform.name() + ": no average execution time t_avg");
    }
    return sum / count;
  }

  /** The four heuristics, one provider each ({@code META-INF/services/org.valen.runtime.policy.PolicyFamily}). */
  public static final class Family implements PolicyFamily {
    @Override
    public List<PolicyProvider> providers() {
      return List.of(
          new Provider("SQ", "Shortest Queue (section 5.2): the core with the fewest tasks, ties by least expected time"),
          new Provider("MECT", "Minimum Expected Completion Time (section 5.3)"),
          new Provider("LL", "Lightest Load (section 5.4, Eq. 5): least expected energy x (1 - robustness)"),
          new Provider("RAND", "Random (section 5.5): a uniformly drawn feasible core and P-state"));
    }
  }

  /**
   * A provider of one heuristic. It needs nothing of a run: a job of several tasks is mapped as a
   * whole onto one core (the per-core queues take one-core plans; {@link ImmediateModePolicy}); pmfs
   * are made where the model has none.
   */
  static final class Provider implements PolicyProvider {
    private final String name;
    private final String description;

    Provider(String name, String description) {
      this.name = name;
      this.description = description;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public String description() {
      return "paper 002 " + description + "; immediate mode on per-core FIFO queues, filters none/en/rob/en+rob,"
          + " start-time cancellation";
    }

    @Override
    public List<PolicyOption> options() {
      return Paper002Options.OPTIONS;
    }

    @Override
    public Policy create(PolicyInputs inputs) {
      return Paper002Policies.create(name, Paper002Options.settings(inputs.options()), inputs);
    }
  }
}
