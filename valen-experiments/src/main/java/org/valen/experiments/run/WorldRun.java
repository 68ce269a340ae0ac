package org.valen.experiments.run;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.valen.experiments.policy.PolicyChecks;
import org.valen.experiments.preset.RunContext;
import org.valen.experiments.preset.RunMeasure;
import org.valen.experiments.preset.RunWorld;
import org.valen.experiments.preset.SetupValues;
import org.valen.experiments.table.PolicyEntry;
import org.valen.model.io.InvalidInputException;
import org.valen.runtime.policy.Policies;
import org.valen.runtime.policy.Policy;
import org.valen.runtime.policy.PolicyInputs;
import org.valen.runtime.policy.PolicyProvider;
import org.valen.runtime.sim.Simulation;
import org.valen.runtime.sim.SimulationResult;

/**
 * One policy in one preset world, outside an experiment: what a paper's single-trial command and
 * its mapping benchmark run. The policy gets the world's setup options it takes, then {@code more},
 * then its own; offers come from the execution model (no profiles).
 */
public final class WorldRun {
  private WorldRun() {}

  /** A run's result and the cells its preset measured. */
  public record Result(SimulationResult result, Map<String, Object> cells) {}

  /**
   * Runs {@code entry} in {@code world}, the policy seen through {@code wrap} (a benchmark's timing).
   *
   * @throws InvalidInputException if the policy is unknown
   */
  public static Result run(RunWorld world, SetupValues setup, long seed, PolicyEntry entry, Map<String, String> more,
      UnaryOperator<Policy> wrap) {
    PolicyProvider provider = Policies.find(entry.policy()).orElseThrow(() -> InvalidInputException.of("policy",
        entry.policy(), "\"" + entry.policy() + "\"", "a policy: one of " + String.join(", ", Policies.names())));
    Map<String, String> setupOptions = new TreeMap<>(world.setupOptions());
    setupOptions.putAll(more);
    Map<String, String> options = new TreeMap<>();
    setupOptions.forEach((name, value) -> {
      if (PolicyChecks.takes(provider, name)) {
        options.put(name, value);
      }
    });
    options.putAll(entry.options());
    PolicyInputs inputs = new PolicyInputs(world.system().platform(), world.system().catalogue(), Optional.empty(),
        options);
    RunMeasure.Observation observation = world.measure().start(new RunContext(setup, seed, entry, setupOptions,
        options));
    SimulationResult result = Simulation.run(inputs, world.workload(), wrap.apply(provider.create(inputs)),
        world.settings(), observation.trace());
    return new Result(result, observation.cells(result));
  }
}
